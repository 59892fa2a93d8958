import type { SessionWork } from '@mentor/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import { useTRPC } from '../../lib/trpc';
import { fakePollingTimers, poll, render, screen, settled, stubFetch, waitFor } from '../../test-utils';
import { expectSessionWork, useSessionWork } from './use-session-work';

const S1 = '10000000-0000-4000-8000-000000000001';
const S2 = '10000000-0000-4000-8000-000000000002';
const NONE: SessionWork = { pending: [], finished: [] };

/** A screen showing what the work writes (the memories), `copies` times over. */
function Screen({ copies = 1 }: { copies?: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const memories = useQuery(trpc.memory.list.queryOptions());
  return (
    <>
      {Array.from({ length: copies }, (_, i) => (
        <Watcher key={i} />
      ))}
      <p data-testid="memories">{memories.data?.length ?? '…'}</p>
      {/* What the chat does when a reply has ended. */}
      <button type="button" onClick={() => expectSessionWork(queryClient, trpc, S1)}>
        Replied
      </button>
    </>
  );
}

function Watcher() {
  useSessionWork();
  return null;
}

/** The fake api: `work` answers chat.sessionWork, and memory.list counts as many memories as calls so far. */
function setup(work: () => SessionWork, copies = 1) {
  fakePollingTimers();
  let reads = 0;
  const server = stubFetch({
    'chat.sessionWork': work,
    'memory.list': () => {
      reads += 1;
      return Array.from({ length: reads }, (_, i) => ({
        id: `m${i}`,
        content: `Fact ${i}`,
        sourceSessionId: S1,
        sourceSessionTitle: 'Raising a seed round',
        createdAt: '2026-03-09T09:00:00.000Z',
      }));
    },
  });
  const result = render(<Screen copies={copies} />);
  return { ...result, server };
}

describe('useSessionWork', () => {
  it('reads a screen again once when it loads while a session’s work has just finished', async () => {
    // The screen's data and the work were read together: the data may predate the end of the work.
    const { server, queryClient } = setup(() => ({ pending: [], finished: [S1] }));
    await waitFor(() => expect(server.calls('memory.list')).toHaveLength(2));
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(1);
    expect(server.calls('memory.list')).toHaveLength(2);
  });

  it('reads nothing again while no work is pending or has just finished', async () => {
    const { server, queryClient } = setup(() => NONE);
    await settled(queryClient);
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(1);
    expect(server.calls('memory.list')).toHaveLength(1);
  });

  it('reads the screen again when each session’s work finishes, once however many watch it', async () => {
    let work: SessionWork = { pending: [S1, S2], finished: [] };
    const { server, queryClient } = setup(() => work, 3);
    await settled(queryClient);
    expect(server.calls('memory.list')).toHaveLength(1);
    work = { pending: [S2], finished: [S1] };
    await poll(queryClient, POLL_INTERVAL_MS);
    await waitFor(() => expect(server.calls('memory.list')).toHaveLength(2));
    // The same answer again: nothing new to read.
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('memory.list')).toHaveLength(2);
    // A session's finished work no longer reported is not news either; the other one finishing is.
    work = { pending: [], finished: [S2] };
    await poll(queryClient, POLL_INTERVAL_MS);
    await waitFor(() => expect(screen.getByTestId('memories').textContent).toBe('3'));
    expect(server.calls('memory.list')).toHaveLength(3);
    const looks = server.calls('chat.sessionWork').length;
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(looks);
  });

  it('after a reply, notices the work’s end even when it ended before the first look', async () => {
    let work: SessionWork = NONE;
    const { server, queryClient, user } = setup(() => work);
    await settled(queryClient);
    // The reply's work is queued and done at once: the next look already answers it finished.
    work = { pending: [], finished: [S1] };
    await user.click(screen.getByRole('button', { name: 'Replied' }));
    await waitFor(() => expect(server.calls('memory.list')).toHaveLength(2));
    expect(server.calls('chat.sessionWork')).toHaveLength(2);
  });
});
