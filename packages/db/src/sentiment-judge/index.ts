export { findChatToJudge } from './find-chat-to-judge.ts';
export { findSentimentJudgeSetting, type SentimentJudgeSetting } from './find-sentiment-judge-setting.ts';
export { loadSentimentVerdicts } from './load-sentiment-verdicts.ts';
export { saveSentimentJudgeSetting } from './save-sentiment-judge-setting.ts';
export { type SentimentJudgementInput, storeSentimentJudgement } from './store-sentiment-judgement.ts';
export { summarizeSentimentJudgements } from './summarize-sentiment-judgements.ts';
