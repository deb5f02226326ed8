/**
 * The answer-analysis evaluation set (issue 14; docs/features/benchmarks.md, Accuracy): real-format answers of
 * every engine, in several languages, labelled by hand. `npm run bench:accuracy` (bench/accuracy.ts) runs the
 * analyzer on them and prints how often it agrees with the labels; scripts/eval-set.test.ts checks that the set
 * itself is well formed.
 *
 * One file per engine in `answers/`, each an array of items. An item holds the prompt, the project's analysis
 * profile, the answer exactly as Sightline's adapter for that engine stores it (markdown `text` and `citations` with
 * UTF-16 offsets into it) and the labels.
 *
 * Labelling rules (what a careful human reader counts, whatever the analyzer does today):
 * - `intent` (docs/features/analysis.md, Intent): a bare brand name or domain is navigational; buying and price
 *   questions ("how much", fees, "最安値", "多少钱") are transactional; recommendations, rankings and comparisons of
 *   products are commercial; how-to questions and "what is the difference between A and B" about concepts are
 *   informational.
 * - `mentions`: one entry per tracked brand (`brand` for the project's own, otherwise the competitor's key) that the
 *   answer names in its prose (headings, lists and tables included). `count` = how many times it is named there.
 *   A citation chip or link label that names a site (ChatGPT's `([Site](url))`, a markdown link in an
 *   OpenAI-compatible answer) is a source, not a mention; URLs are not mentions. A brand name and its own
 *   product-line alias in one noun phrase ("현대 아이오닉 5", "Apple AirPods", "ソニーのWF-1000XM5",
 *   "比亚迪海豹") are one mention. Ordinary words that look like an alias ("현대적인", "la notion de", "不理想")
 *   are not mentions. `sentiment` = the sign of the opinion the answer gives about the brand where it names it:
 *   praise or a recommendation → 1, warnings or complaints → −1, neutral facts and listings → 0; when both occur,
 *   the clearly dominant one (items avoid evenly mixed passages).
 * - `order`: the brand keys in the order of their first mention.
 * - `citations`: one entry per distinct cited URL (as stored). `domain` is the registrable domain of the real site:
 *   for Gemini grounding redirects (`vertexaisearch.cloud.google.com/grounding-api-redirect/…`, stored with the
 *   site in the chunk title) the site behind the redirect, whose page is `resolvedUrl`. `sourceType`
 *   (docs/features/analysis.md, Source types): `owned` = the profile's owned domains, `competitor` = a competitor's
 *   domains, `ugc` = forums, communities, Q&A, social networks, video and blog platforms, user-review sites;
 *   `reference` = encyclopedias and dictionaries; `editorial` = news, magazines and consumer-test publications,
 *   national, international or regional (also on `.org`); `institutional` = government, public bodies, education,
 *   standards bodies and associations (not every `.org`); `corporate` = other companies' and products' sites
 *   (shops, price comparison, vendors' help and blogs, open-source project sites on `.org`).
 *   `contentType`: the kind of page — `listicle` ("best …", "Los mejores…", "おすすめ10選", rankings), `comparison`
 *   (A vs B, "비교", "Vergleich", "comparatif", "横向对比"), `review` (one product tested or used: 후기, "im Test",
 *   "avis", レビュー), `news` (reports and columns on editorial sites), `article` (guides, explainers, blog posts and
 *   encyclopedia entries elsewhere), `docs` (help centres, FAQs, official guides), `forum` (threads, Q&A),
 *   `product`, `category`, `homepage`, `video`, `profile`, `other` (login pages and the like).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypeIds, engineIds, intents, sourceTypeIds } from '@sightline/contracts/constants';
import { z } from 'zod';

/** Languages of the evaluation set. */
export const evaluationLanguages = ['ko', 'en', 'ja', 'zh', 'fr', 'de', 'es'] as const;
export type EvaluationLanguage = (typeof evaluationLanguages)[number];

const text = z.string().min(1);
const offset = z.number().int().nonnegative();

/** A stored citation (AnswerCitationInput, plus the adapters' `extracted` flag). */
const answerCitationSchema = z.strictObject({
  url: text,
  title: z.string().optional(),
  startIndex: offset.optional(),
  endIndex: offset.optional(),
  extracted: z.boolean().optional(),
});

const profileSchema = z.strictObject({
  brand: z.strictObject({ name: text, aliases: z.array(text) }),
  competitors: z.array(
    z.strictObject({ key: text, name: text, aliases: z.array(text), domains: z.array(text) }),
  ),
  ownedDomains: z.array(text),
  evaluationItems: z.array(z.strictObject({ key: text, name: text, keywords: z.array(text) })),
});

const sentimentSign = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

const mentionLabelSchema = z.strictObject({
  brandKey: text,
  count: z.number().int().positive(),
  sentiment: sentimentSign,
});

const citationLabelSchema = z.strictObject({
  /** The citation's URL exactly as stored in `answer.citations`. */
  url: text,
  /** For a Gemini grounding redirect: the page it leads to (what resolving it at collection gives). */
  resolvedUrl: text.optional(),
  domain: text,
  sourceType: z.enum(sourceTypeIds),
  contentType: z.enum(contentTypeIds),
});

export const evaluationItemSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+(?:-[a-z]+)*-[a-z]{2}-\d{2}$/, 'id like "chatgpt-ko-01"'),
    engine: z.enum(engineIds),
    language: z.enum(evaluationLanguages),
    prompt: text,
    profile: profileSchema,
    answer: z.strictObject({
      engine: z.enum(engineIds),
      language: z.enum(evaluationLanguages),
      text,
      citations: z.array(answerCitationSchema),
    }),
    labels: z.strictObject({
      intent: z.enum(intents),
      mentions: z.array(mentionLabelSchema),
      order: z.array(text),
      citations: z.array(citationLabelSchema),
    }),
    /** Why an item is tricky, for whoever reads a failure. */
    note: z.string().optional(),
  })
  .refine((item) => item.answer.engine === item.engine && item.answer.language === item.language, {
    message: 'answer.engine and answer.language must repeat the item’s engine and language',
    path: ['answer'],
  });

export type EvaluationItem = z.infer<typeof evaluationItemSchema>;
export type MentionLabel = z.infer<typeof mentionLabelSchema>;
export type CitationLabel = z.infer<typeof citationLabelSchema>;

/** The folder of the set's JSON files. */
export const evaluationAnswersDir = join(import.meta.dirname, 'answers');

/** Reads and validates every `*.json` file of `dir` (each an array of items), in file-name order. */
export function loadEvaluationSet(dir: string = evaluationAnswersDir): EvaluationItem[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name) => {
    const parsed = z.array(evaluationItemSchema).safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}
