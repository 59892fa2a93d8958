import { describe, expect, it } from 'vitest';
import { render } from '../../test-utils';
import { closeOpenMarkdown } from './markdown';
import { MarkdownMessage } from './MarkdownMessage';

function renderMarkdown(content: string) {
  const { container } = render(<MarkdownMessage content={content} />);
  const root = container.querySelector('[data-testid="markdown-message"]');
  if (!root) throw new Error('markdown root missing');
  return root;
}

describe('MarkdownMessage', () => {
  it('renders Markdown: emphasis, lists, code', () => {
    const root = renderMarkdown('**Next steps**\n\n1. Update your CV\n2. Call `Sam`\n\n- a bullet');
    expect(root.querySelector('strong')?.textContent).toBe('Next steps');
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Update your CV',
      'Call Sam',
    ]);
    expect(root.querySelector('code')?.textContent).toBe('Sam');
    expect(root.querySelector('ul > li')?.textContent).toBe('a bullet');
  });

  it('never renders HTML in the content as elements', () => {
    const root = renderMarkdown(
      'Hello <script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">\n\n<b onclick="x()">bold?</b>',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.querySelector('[onclick]')).toBeNull();
    // The text is shown as written, harmlessly.
    expect(root.textContent).toContain('<script>window.__pwned = true</script>');
    expect(root.textContent).toContain('<img src="x" onerror="window.__pwned = true">');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('neutralises javascript: links and does not load images', () => {
    const root = renderMarkdown(
      '[click me](javascript:alert(1)) and ![tracker](https://evil.example/pixel.png)',
    );
    const link = root.querySelector('a');
    expect(link?.textContent).toBe('click me');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('[tracker]');
  });

  it('opens links in a new tab without a referrer', () => {
    const root = renderMarkdown('See [the guide](https://example.com/guide).');
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/guide');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.getAttribute('rel')).toContain('noreferrer');
  });
});

describe('closeOpenMarkdown (a reply still being written)', () => {
  it('closes an open bold, inline code or code fence', () => {
    expect(closeOpenMarkdown('I hear that you want to **move from ')).toBe(
      'I hear that you want to **move from**',
    );
    expect(closeOpenMarkdown('Focus on **')).toBe('Focus on');
    expect(closeOpenMarkdown('Run `npm')).toBe('Run `npm`');
    expect(closeOpenMarkdown('Try:\n```\nconst a = 1')).toBe('Try:\n```\nconst a = 1\n```');
  });

  it('leaves complete Markdown alone', () => {
    const done = '**Next steps**\n\n1. Use `git` and **ship**';
    expect(closeOpenMarkdown(done)).toBe(done);
    expect(closeOpenMarkdown('```\n**not bold\n```')).toBe('```\n**not bold\n```');
  });

  it('renders a streaming reply with the open bold closed', () => {
    const { container } = render(<MarkdownMessage content="You want to **move into product" streaming />);
    expect(container.querySelector('strong')?.textContent).toBe('move into product');
    expect(container.textContent).not.toContain('**');
  });
});
