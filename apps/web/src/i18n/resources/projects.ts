/** Strings of the project screens (wizard, details, edit, owned media). English must have the same keys. */
export const projectsKo = {
  placeholder: '프로젝트',
};

export const projectsEn: typeof projectsKo = {
  placeholder: 'Project',
};
