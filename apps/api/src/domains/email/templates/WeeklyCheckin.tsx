import { Heading, Text } from '@react-email/components';
import { colors, hasText, MailButton, MailLayout, SectionHeading, styles } from './MailLayout';
import type { CheckinActionItem, CheckinGoal, MailFrame, WeeklyCheckinContent } from './types';

const WEEKLY_CHECKIN_REASON = 'you turned on the weekly goal check-in';

export function WeeklyCheckin({ content, frame }: { content: WeeklyCheckinContent; frame: MailFrame }) {
  const goalCount = content.goals.length + Math.max(0, content.moreGoals);
  const itemCount = content.actionItems.length;
  return (
    <MailLayout
      frame={frame}
      preview={`${plural(goalCount, 'active goal')} and ${plural(itemCount, 'action item')} due this week.`}
      reason={WEEKLY_CHECKIN_REASON}
    >
      <Text style={styles.text}>Here is where your goals stand this week.</Text>
      <Heading as="h1" style={{ ...styles.h1, margin: '8px 0 4px' }}>
        {`Your week: ${content.weekLabel}`}
      </Heading>

      <SectionHeading>Active goals</SectionHeading>
      {content.goals.length === 0 ? (
        <Text style={styles.text}>No active goals. Set a 90-day goal to track here.</Text>
      ) : (
        <>
          <ul style={{ ...styles.list, listStyleType: 'none', paddingLeft: 0 }}>
            {content.goals.map((goal, i) => (
              <Goal key={i} goal={goal} />
            ))}
          </ul>
          {content.moreGoals > 0 && (
            <Text style={{ ...styles.muted, margin: '0 0 16px' }}>{`+ ${content.moreGoals} more`}</Text>
          )}
        </>
      )}

      <SectionHeading>Action items due this week</SectionHeading>
      {itemCount === 0 ? (
        <Text style={styles.text}>Nothing due this week.</Text>
      ) : (
        <ul style={styles.list}>
          {content.actionItems.map((item, i) => (
            <ActionItem key={i} item={item} />
          ))}
        </ul>
      )}

      <MailButton href={content.goalsUrl}>Open your goals</MailButton>
    </MailLayout>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function Goal({ goal }: { goal: CheckinGoal }) {
  const progress = Number.isFinite(goal.progress) ? Math.min(100, Math.max(0, Math.round(goal.progress))) : 0;
  const status = hasText(goal.timeLabel) ? `${progress}% · ${goal.timeLabel}` : `${progress}%`;
  return (
    <li style={{ margin: '0 0 20px' }}>
      <div style={{ fontWeight: 600, margin: '0 0 8px' }}>{goal.title}</div>
      <ProgressBar progress={progress} />
      <div style={{ ...styles.muted, margin: '6px 0 0' }}>{status}</div>
    </li>
  );
}

/** A bar of two table cells (email programs lay tables out reliably); left out of the plain-text part. */
function ProgressBar({ progress }: { progress: number }) {
  const cell = { height: '8px', lineHeight: '8px', fontSize: '8px', padding: 0 } as const;
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      data-skip-in-text="true"
      style={{
        width: '100%',
        backgroundColor: colors.brandSoft,
        borderRadius: '4px',
        borderCollapse: 'separate',
        tableLayout: 'fixed',
      }}
    >
      <tbody>
        <tr>
          {progress > 0 && (
            <td
              width={`${progress}%`}
              style={{ ...cell, width: `${progress}%`, backgroundColor: colors.brand, borderRadius: '4px' }}
            >
              &nbsp;
            </td>
          )}
          {progress < 100 && <td style={cell}>&nbsp;</td>}
        </tr>
      </tbody>
    </table>
  );
}

function ActionItem({ item }: { item: CheckinActionItem }) {
  const details = [
    item.completed ? 'Completed' : item.dueLabel,
    hasText(item.sessionTitle) ? `from ${item.sessionTitle}` : '',
  ]
    .filter(hasText)
    .join(' · ');
  return (
    <li style={styles.listItem}>
      {item.text}
      {details !== '' && (
        <>
          <br />
          <span style={styles.muted}>{details}</span>
        </>
      )}
    </li>
  );
}
