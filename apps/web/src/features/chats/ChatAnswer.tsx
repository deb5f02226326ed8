import { Anchor, Box, Text } from '@mantine/core';
import { type ComponentProps, createContext, type MouseEvent, useContext, useMemo } from 'react';
import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cssColor } from '../../ui/brand-colors.ts';
import { type MarkerInput, type MentionSpanInput, markAnswer } from './answer-marks.ts';
import classes from './ChatAnswer.module.css';
import { answerSchema, rehypeAnswerMarks } from './rehype-answer-marks.ts';

/** A brand key's Mantine colour (`teal.6`), for the highlights. */
const ColorOf = createContext<(brandKey: string) => string>(() => 'gray.5');

function BrandMark({ node: _node, ...props }: ComponentProps<'mark'> & { node?: unknown }) {
  const colorOf = useContext(ColorOf);
  const brand = (props as Record<string, unknown>)['data-brand'];
  const color = cssColor(colorOf(typeof brand === 'string' ? brand : ''));
  return (
    <mark
      {...props}
      className={classes.mark}
      style={{
        backgroundColor: `color-mix(in srgb, ${color} 22%, transparent)`,
        boxShadow: `inset 0 -2px 0 ${color}`,
      }}
    />
  );
}

/** Scrolls to the source a marker names (and keeps the link usable with a middle click or "open in new tab"). */
function jumpToSource(event: MouseEvent<HTMLAnchorElement>) {
  const hash = event.currentTarget.getAttribute('href') ?? '';
  const target = document.getElementById(hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', hash);
}

function AnswerLink({ node: _node, href, children, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  const marker = (props as Record<string, unknown>)['data-marker'];
  if (marker !== undefined)
    return (
      <a {...props} href={href} className={classes.marker} onClick={jumpToSource}>
        {children}
      </a>
    );
  const internal = href?.startsWith('#');
  return (
    <Anchor
      {...props}
      href={href}
      {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
    >
      {children}
    </Anchor>
  );
}

const components = { mark: BrandMark, a: AnswerLink };

/**
 * The answer as sanitized markdown: engine-provided HTML is parsed and then cleaned by GitHub's schema, each mention
 * highlighted in its brand's colour, each `[n]` marker a link to source n of the list below.
 */
export function ChatAnswer({
  answer,
  mentions,
  markers,
  colorOf,
}: {
  answer: string;
  mentions: readonly MentionSpanInput[];
  markers: readonly MarkerInput[];
  colorOf: (brandKey: string) => string;
}) {
  const marks = useMemo(() => markAnswer(answer, mentions, markers), [answer, mentions, markers]);
  const remarkPlugins = useMemo(() => [remarkGfm], []);
  const rehypePlugins = useMemo(
    () => [rehypeRaw, [rehypeAnswerMarks, marks] as const, [rehypeSanitize, answerSchema] as const],
    [marks],
  );
  if (!answer.trim()) return <Text c="dimmed">—</Text>;
  return (
    <ColorOf.Provider value={colorOf}>
      <Box className={classes.answer} data-testid="chat-answer">
        {/* biome-ignore lint/suspicious/noExplicitAny: the plugin tuples' option types differ per plugin */}
        <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins as any} components={components}>
          {marks.source}
        </Markdown>
      </Box>
    </ColorOf.Provider>
  );
}
