/** One colour per source type in every chart of the source screens (Mantine colour names with a shade). */
export const sourceTypeColors: Record<string, string> = {
  owned: 'violet.6',
  competitor: 'red.6',
  ugc: 'teal.6',
  reference: 'blue.6',
  editorial: 'orange.6',
  institutional: 'cyan.7',
  corporate: 'grape.5',
  other: 'gray.5',
};
