/**
 * The frame every mail shares (header, greeting, card, footer) and the small pieces the mails are made of.
 * Everything shown is untrusted text (a user's name, an AI model's summary): it goes in as React text children,
 * which React escapes; URLs only ever go in href.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { MailFrame } from './types';

export const colors = {
  text: '#1f2937',
  muted: '#4b5563',
  brand: '#6d28d9',
  brandSoft: '#ede9fe',
  page: '#f3f4f6',
  card: '#ffffff',
  border: '#e5e7eb',
  success: '#047857',
};

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";

export const styles = {
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: colors.muted, fontSize: '14px', lineHeight: '20px' },
  h1: { color: colors.text, fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 8px' },
  h2: { color: colors.text, fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '28px 0 8px' },
  list: { margin: '0 0 16px', paddingLeft: '22px', color: colors.text, fontSize: '16px', lineHeight: '24px' },
  listItem: { margin: '0 0 8px' },
  link: { color: colors.brand, textDecoration: 'underline', wordBreak: 'break-all' },
} satisfies Record<string, CSSProperties>;

/** One line of text, for the subject and the preview: no line breaks or control characters from the content. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
  return value.replace(controls, ' ').replace(/\s+/g, ' ').trim();
}

const footerText = { ...styles.muted, margin: '0 0 8px' };
const footerLink = { ...styles.link, color: colors.muted };

interface MailLayoutProps {
  frame: MailFrame;
  /** The inbox preview line. */
  preview: string;
  /** Why the person gets a non-transactional mail ("You get this email because {reason}."). */
  reason?: string;
  children: ReactNode;
}

export function MailLayout({ frame, preview, reason, children }: MailLayoutProps) {
  const greeting = frame.firstName?.trim() ? `Hi ${oneLine(frame.firstName)},` : 'Hi there,';
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{oneLine(preview)}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 12px', fontFamily }}>
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <table
            role="presentation"
            width="100%"
            cellPadding={0}
            cellSpacing={0}
            border={0}
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: '12px',
              borderCollapse: 'separate',
            }}
          >
            <tbody>
              <tr>
                <td style={{ padding: '28px 24px 24px', fontFamily }}>
                  <Text
                    style={{
                      color: colors.brand,
                      fontSize: '20px',
                      lineHeight: '28px',
                      fontWeight: 700,
                      margin: '0 0 24px',
                    }}
                  >
                    {frame.productName}
                  </Text>
                  <Text style={styles.text}>{greeting}</Text>
                  {children}
                </td>
              </tr>
            </tbody>
          </table>
          <Section style={{ padding: '20px 12px 0', textAlign: 'center' }}>
            <Text style={footerText}>
              {`${frame.productName} · `}
              <Link href={frame.publicUrl} style={footerLink}>
                {frame.publicUrl}
              </Link>
            </Text>
            {frame.unsubscribeUrl !== null && (
              <>
                {reason !== undefined && (
                  <Text style={footerText}>{`You get this email because ${reason}.`}</Text>
                )}
                <Text style={footerText}>
                  <Link href={frame.unsubscribeUrl} data-text-link="inline" style={footerLink}>
                    Unsubscribe
                  </Link>
                  {frame.preferencesUrl !== null && (
                    <>
                      <span data-skip-in-text="true">{' · '}</span>
                      <Link href={frame.preferencesUrl} data-text-link="inline" style={footerLink}>
                        Email preferences
                      </Link>
                    </>
                  )}
                </Text>
              </>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's call to action: a violet button, easy to tap (48px high). */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        data-text-link="button"
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: '8px',
          padding: '14px 24px',
          fontSize: '16px',
          lineHeight: '20px',
          fontWeight: 600,
          textDecoration: 'none',
          textAlign: 'center',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/**
 * The button's address written out, for mail programs that show no button. Not in the plain-text part, where the
 * button is its label and address already.
 */
export function FallbackLink({ href }: { href: string }) {
  return (
    <Text data-skip-in-text="true" style={{ ...styles.muted, margin: '0 0 16px' }}>
      Or paste this link into your browser:{' '}
      <Link href={href} style={styles.link}>
        {href}
      </Link>
    </Text>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.h2}>
      {children}
    </Heading>
  );
}

/** A text with line breaks (an AI model's answer): paragraphs at blank lines, <br> at single line breaks. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} style={styles.text}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </Text>
      ))}
    </>
  );
}

export function hasText(value: string): boolean {
  return value.trim() !== '';
}

// The plain-text part: html-to-text (React Email's converter) with a formatter for the links marked data-text-link.
// By default a link comes out as "Label https://...": a button ("button") becomes its own block, "Label:" with the
// address on the next line; a footer link ("inline") its own line, "Label: https://...".

interface TextBuilder {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
}
interface TextElement {
  attribs?: Record<string, string | undefined>;
  children: unknown[];
}
type LabelledLinkOptions = { ownLine?: boolean; leadingLineBreaks?: number; trailingLineBreaks?: number };

function formatLabelledLink(
  elem: TextElement,
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
  options: LabelledLinkOptions,
): void {
  const href = elem.attribs?.href ?? '';
  builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 1 });
  walk(elem.children, builder);
  if (href !== '') {
    builder.addInline(':');
    if (options.ownLine) builder.addLineBreak();
    else builder.addInline(' ');
    builder.addInline(href, { noWordTransform: true });
  }
  builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 1 });
}

/** `render(element, { plainText: true, htmlToTextOptions })`. */
export const htmlToTextOptions = {
  formatters: { labelledLink: formatLabelledLink },
  selectors: [
    // Headings as written (html-to-text upper-cases them by default).
    ...['h1', 'h2', 'h3'].map((selector) => ({
      selector,
      options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
    })),
    {
      selector: 'a[data-text-link=button]',
      format: 'labelledLink',
      options: { ownLine: true, leadingLineBreaks: 2, trailingLineBreaks: 2 },
    },
    { selector: 'a[data-text-link=inline]', format: 'labelledLink', options: { ownLine: false } },
  ],
};
