import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, parseInline } from './markdown';
import { SseParser } from './sse';

describe('the answer markdown', () => {
  it('reads paragraphs, line breaks and lists', () => {
    expect(parseBlocks('One.\nTwo.\n\n- a\n- b\nAfter')).toEqual([
      { kind: 'paragraph', lines: ['One.', 'Two.'] },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', lines: ['After'] },
    ]);
  });

  it('reads bold and italic, and leaves unmatched marks as text', () => {
    expect(parseInline('Your **Venus** is *warm*, 2 * 3')).toEqual([
      { kind: 'text', text: 'Your ' },
      { kind: 'bold', text: 'Venus' },
      { kind: 'text', text: ' is ' },
      { kind: 'italic', text: 'warm' },
      { kind: 'text', text: ', 2 * 3' },
    ]);
  });

  it('never turns text into markup', () => {
    const html = renderToStaticMarkup(<Markdown text={'<img src=x onerror=alert(1)> [a](javascript:x) **b**'} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a');
    expect(html).toContain('&lt;img');
    expect(html).toContain('<strong>b</strong>');
  });
});

describe('the event stream reader', () => {
  it('splits events across chunks, joins data lines and skips comments', () => {
    const parser = new SseParser();
    expect(parser.push('event: meta\ndata: {"a"')).toEqual([]);
    expect(parser.push(':1}\n\n: ping\n\nevent: delta\r\ndata: x\r\ndata: y\r\n\r\ndata: z')).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'delta', data: 'x\ny' },
    ]);
    expect(parser.finish()).toEqual([{ event: 'message', data: 'z' }]);
  });
});
