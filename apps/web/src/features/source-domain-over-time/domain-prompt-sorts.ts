/** The API's sorts of the prompts citing a domain (the table's columns with these accessors sort on the server). */
export const promptSortKeys = ['answersCiting', 'answers', 'share', 'text'] as const;
