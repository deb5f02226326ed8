import { describe, expect, it } from 'vitest';
import { citedRows } from '../../testing/spans.ts';
import { claudeBodiesOf, composeClaudeAnswer } from './claude-parse.ts';

const cite = (url: string) => [{ type: 'web_search_result_location', url, title: url, cited_text: '…' }];
const tool = { type: 'server_tool_use', id: 's', name: 'web_search', input: { query: 'q' } };

describe('composeClaudeAnswer', () => {
  it('keeps a cited block inside the text when the whitespace before a break is trimmed', () => {
    const answer = composeClaudeAnswer(
      claudeBodiesOf({
        content: [
          { type: 'text', text: '카페 🙂 ', citations: cite('https://a.example/') },
          { type: 'text', text: '\n', citations: cite('https://b.example/') },
          tool,
          { type: 'text', text: '  \n' },
          { type: 'web_search_tool_result', tool_use_id: 's', content: [] },
          { type: 'text', text: '\n끝.', citations: cite('https://c.example/') },
        ],
        usage: {
          input_tokens: 10,
          cache_creation_input_tokens: 5,
          cache_read_input_tokens: 2,
          output_tokens: 3,
        },
      }),
    );
    expect(answer.text).toBe('카페 🙂\n\n끝.');
    expect(citedRows(answer).map((c) => [c.url, c.span])).toEqual([
      ['https://a.example/', '카페 🙂'],
      ['https://b.example/', undefined],
      ['https://c.example/', '끝.'],
    ]);
    expect(answer.usage).toEqual({ inputTokens: 17, outputTokens: 3 });
  });

  it('starts without a separator when the answer begins with a search', () => {
    const answer = composeClaudeAnswer(claudeBodiesOf([{ content: [tool, { type: 'text', text: ' Hi.' }] }]));
    expect(answer.text).toBe('Hi.');
  });
});
