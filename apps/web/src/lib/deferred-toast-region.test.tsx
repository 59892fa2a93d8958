import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToastRegion } from './deferred-toast-region';
import { notifyError } from './notify';
import { TOAST_REGION_LABEL } from './toast-region';

describe('DeferredToastRegion', () => {
  it('loads the toast region on the first toast, which then shows, one at a time', async () => {
    render(
      <MantineProvider env="test">
        <DeferredToastRegion />
      </MantineProvider>,
    );
    expect(screen.queryByRole('region', { name: TOAST_REGION_LABEL })).toBeNull();
    act(() => {
      notifyError('First', 'The first failure');
      notifyError('Second', 'The second failure');
    });
    const region = await screen.findByRole('region', { name: TOAST_REGION_LABEL });
    expect(await screen.findByText('The first failure')).toBeTruthy();
    expect(region.contains(screen.getByText('The first failure'))).toBe(true);
    expect(screen.queryByText('The second failure')).toBeNull();
  });
});
