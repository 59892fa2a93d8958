import type { Page } from '@playwright/test';
import { expect, openAiTest as test } from './fixtures';

// Stored XSS: 50 vectors go in everywhere a person's (or the model's) text is shown: chat messages, the mentor's
// replies (from the OpenAI-compatible stub), board items, goal titles, milestones, names, session titles and support
// requests. Every screen that shows them is rendered in Chromium: no dialog fires, no injected element appears, no
// script runs, and no link points at javascript:, data: or vbscript:.

const VECTORS = [
  '<script data-xss>window.__xss=1</script>',
  '<img data-xss src=x onerror="window.__xss=1">',
  '<svg data-xss onload="window.__xss=1">',
  '<svg/onload=window.__xss=1 data-xss>',
  '<iframe data-xss srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe data-xss src="javascript:parent.__xss=1"></iframe>',
  '"><script data-xss>window.__xss=1</script>',
  "'><img data-xss src=x onerror=window.__xss=1>",
  '<details data-xss open ontoggle="window.__xss=1">',
  '<input data-xss autofocus onfocus="window.__xss=1">',
  '<select data-xss autofocus onfocus="window.__xss=1"></select>',
  '<textarea data-xss autofocus onfocus="window.__xss=1"></textarea>',
  '<body data-xss onload="window.__xss=1">',
  '<video data-xss><source onerror="window.__xss=1"></video>',
  '<audio data-xss src=x onerror="window.__xss=1">',
  '<object data-xss data="javascript:window.__xss=1"></object>',
  '<embed data-xss src="javascript:window.__xss=1">',
  '<form data-xss action="javascript:window.__xss=1"><button>go</button></form>',
  '<button data-xss formaction="javascript:window.__xss=1">x</button>',
  '<math data-xss><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<svg data-xss><a xlink:href="javascript:window.__xss=1"><text x="0" y="10">x</text></a></svg>',
  '<svg data-xss><script>window.__xss=1</script></svg>',
  '<style data-xss>@import "javascript:window.__xss=1";</style>',
  '<link data-xss rel=stylesheet href="javascript:window.__xss=1">',
  '<meta data-xss http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base data-xss href="javascript:window.__xss=1//">',
  '<div data-xss style="background:url(javascript:window.__xss=1)">x</div>',
  '<img data-xss srcset="x 1x" onerror="window.__xss=1">',
  '<marquee data-xss onstart="window.__xss=1">x</marquee>',
  '<template data-xss><img src=x onerror=window.__xss=1></template>',
  '<noscript><p title="</noscript><img data-xss src=x onerror=window.__xss=1>">',
  '<!--<img data-xss src=x onerror=window.__xss=1>-->',
  '<scr<script>ipt data-xss>window.__xss=1</script>',
  '<a data-xss href="&#x6A;avascript:window.__xss=1">entity link</a>',
  '<a data-xss href="jav&#x09;ascript:window.__xss=1">tab link</a>',
  '<img data-xss src="x" onerror="&#119;indow.__xss=1">',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '%3Cscript%3Ewindow.__xss=1%3C/script%3E',
  '[markdown js](javascript:window.__xss=1)',
  '[markdown mixed case](JaVaScRiPt:window.__xss=1)',
  '[markdown spaced]( javascript:window.__xss=1)',
  '[markdown data](data:text/html,<script>window.__xss=1</script>)',
  '[markdown vbscript](vbscript:msgbox(1))',
  '![markdown image](javascript:window.__xss=1)',
  '<javascript:window.__xss=1>',
  '[entity](&#106;avascript:window.__xss=1)',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<a data-xss href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<isindex data-xss action=javascript:window.__xss=1 type=image>',
];

/** Splits the vectors into texts of at most `max` characters (each vector whole). */
function packed(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const v of VECTORS) {
    if (current && current.length + v.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${v}` : v;
  }
  if (current) out.push(current);
  return out;
}

async function expectInert(page: Page, path: string, dialogs: string[]): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await page.waitForTimeout(300); // onerror and onload handlers of injected elements would have run by now
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
    injected: document.querySelectorAll('[data-xss]').length,
    links: [...document.querySelectorAll('a[href], [src], [action], [formaction]')]
      .map(
        (el) =>
          el.getAttribute('href') ??
          el.getAttribute('src') ??
          el.getAttribute('action') ??
          el.getAttribute('formaction') ??
          '',
      )
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href) && !href.startsWith('data:image/')),
  }));
  expect(found, path).toEqual({ ran: 0, injected: 0, links: [] });
  expect(dialogs, path).toEqual([]);
}

test('50 XSS vectors stored everywhere text is shown: nothing runs, nothing is injected', async ({
  signedIn: page,
  server,
  stub,
  account,
}) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const api = async (method: 'post' | 'put' | 'patch', url: string, data: unknown) => {
    const res = await page.request[method](`${server.url}${url}`, { data, headers: { origin: server.url } });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: string };
  };
  const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString();

  // Names (the header's menu, the profile), goal titles and milestones, board items, session titles.
  const names = packed(100);
  await api('patch', '/api/auth/profile', { firstName: names[0], lastName: names[1], email: account.email });
  const titles = packed(200);
  const goals = [];
  for (const title of titles.slice(0, 6)) {
    goals.push(
      await api('post', '/api/goals', {
        title,
        description: titles.join(' ').slice(0, 1000),
        targetDate: inNinetyDays,
        milestones: titles.slice(0, 5).map((t, i) => ({ id: `m${i}`, title: t, completed: false })),
      }),
    );
  }
  for (const text of packed(1000)) await api('post', '/api/inspiration', { text, tag: 'Idea' });
  await api('post', '/api/inspiration', {
    text: 'Goal with steps',
    tag: 'Goal',
    steps: titles.slice(0, 5).map((t, i) => ({ id: `s${i}`, text: t, done: false, createdAt: Date.now() })),
  });
  // Chat: the person's messages and the mentor's replies (the stub answers with the vectors, Markdown included).
  const session = await api('post', '/api/chat/sessions', {
    mentorId: 'founder',
    title: titles[0],
    goalId: goals[0]!.id,
  });
  stub.reset();
  for (const [i, message] of packed(2000).entries()) {
    stub.setReply(`Reply ${i + 1}:\n\n${packed(2000)[i]}\n\n1. ${VECTORS[38]}\n2. ${VECTORS[41]}`);
    await api('post', `/api/chat/sessions/${session.id}/messages`, { message });
  }
  // Support requests, shown to admins.
  await api('post', '/api/support/requests', {
    subject: titles[1],
    message: VECTORS.join(' ').slice(0, 5000),
  });
  const [rows] = await server.sql([
    { sql: 'update users set is_admin = true where email = $1 returning id', params: [account.email] },
  ]);
  expect(rows).toHaveLength(1);
  // Sign in again: a new session, as an admin would have after being made one.
  const login = await page.request.post(`${server.url}/api/login`, {
    data: { email: account.email, password: account.password },
    headers: { origin: server.url },
  });
  expect(login.status()).toBeLessThan(400);

  for (const path of [
    '/dashboard',
    '/dashboard/goals',
    `/dashboard/chat?session=${session.id}`,
    '/dashboard/history',
    '/inspiration',
    '/account/profile',
    '/admin?tab=support',
  ]) {
    await expectInert(page, path, dialogs);
  }
  // The texts are shown, as text.
  await page.goto(`/dashboard/chat?session=${session.id}`);
  await expect(page.getByText('[markdown js]', { exact: false }).first()).toBeVisible();
});
