import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
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
  it('highlights a fenced block of a known language (hljs classes), escaped, and leaves others plain', async () => {
    const root = renderMarkdown(
      '```ts\nconst greet = (name: string) => `hi ${name}`; // <b>not bold</b>\n```\n\n' +
        '```python\ndef add(a, b):\n    return a + b\n```\n\n```klingon\nqapla\n```\n\nand `inline`',
    );
    // Plain until the highlighter's chunk has loaded.
    await waitFor(() => expect(root.querySelector('pre code.hljs')).not.toBeNull(), { timeout: 10_000 });
    const [ts, py, unknown] = [...root.querySelectorAll('pre code')];
    expect(ts!.classList.contains('hljs')).toBe(true);
    expect(ts!.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(ts!.querySelector('.hljs-comment')?.textContent).toBe('// <b>not bold</b>');
    expect(ts!.querySelector('b')).toBeNull();
    expect(ts!.textContent).toBe('const greet = (name: string) => `hi ${name}`; // <b>not bold</b>\n');
    expect(py!.classList.contains('hljs')).toBe(true);
    expect(py!.querySelector('.hljs-title.function_')?.textContent).toBe('add');
    expect(unknown!.classList.contains('hljs')).toBe(false);
    expect(unknown!.textContent).toBe('qapla\n');
    expect(root.querySelector(':not(pre) > code')?.textContent).toBe('inline');
    // The copy button still copies the code as written.
    expect(within(root as HTMLElement).getAllByRole('button', { name: 'Copy code' })).toHaveLength(3);
  });

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

  it('shows javascript:, data: and relative links as plain text, and does not load images', () => {
    const root = renderMarkdown(
      '[click me](javascript:alert(1)), [data](data:text/html;base64,PHNjcmlwdD4=), [JS](JaVaScRiPt:alert(1)), ' +
        '[here](/admin) and ![tracker](https://evil.example/pixel.png) <a href="javascript:alert(1)">raw</a>',
    );
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click me, data, JS, here');
    // No attribute anywhere carries the URLs (the raw <a> is shown as text).
    const attributes = [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => a.value),
    );
    expect(attributes.filter((v) => /javascript:|data:/i.test(v))).toEqual([]);
    expect(root.textContent).toContain('<a href="javascript:alert(1)">raw</a>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('[tracker]');
  });

  it('keeps http(s) and mailto links (autolinks too)', () => {
    const root = renderMarkdown('[Mail](mailto:help@example.com) or https://example.com/x');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:help@example.com',
      'https://example.com/x',
    ]);
  });

  it('renders GFM tables in a horizontally scrolling region, and strikethrough', () => {
    const root = renderMarkdown(
      '| Option | Salary | Commute |\n| --- | --- | --- |\n| A | 90k | 20 min |\n| B <script>x()</script> | 95k | 1 h |\n\n~~old~~',
    );
    const region = root.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Table');
    expect(region?.getAttribute('tabindex')).toBe('0');
    const table = region?.querySelector('table');
    expect([...(table?.querySelectorAll('th') ?? [])].map((th) => th.textContent)).toEqual([
      'Option',
      'Salary',
      'Commute',
    ]);
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('del')?.textContent).toBe('old');
  });

  it('gives code blocks a copy button that copies the code', async () => {
    const { container, user } = render(
      <MarkdownMessage content={'Run:\n\n```bash\nnpm install\nnpm test\n```\n\nThen `go`.'} />,
    );
    const block = container.querySelector('[data-testid="code-block"]');
    expect(block?.querySelector('pre code')?.textContent).toBe('npm install\nnpm test\n');
    const button = within(block as HTMLElement).getByRole('button', { name: 'Copy code' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('npm install\nnpm test');
    expect(await within(block as HTMLElement).findByRole('button', { name: 'Copied' })).toBeTruthy();
    // Inline code has no button.
    expect(container.querySelectorAll('[data-testid="code-block"]')).toHaveLength(1);
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
