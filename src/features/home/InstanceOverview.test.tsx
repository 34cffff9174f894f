import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientState } from '../../store';
import { INSTANCE, makeConnection, renderScreen } from '../../testing/renderScreen';
import { InstanceOverview } from './InstanceOverview';

describe('Home’s instance overview', () => {
  beforeEach(() => {
    clientState.clear();
  });

  it('counts a new connection without calling it active beside its “Pending setup” badge', () => {
    renderScreen(<InstanceOverview instance={INSTANCE} />);
    act(() =>
      clientState.setConnections([makeConnection({ id: 12, name: 'Shop Omni', status: 'PENDING_INIT' })]),
    );
    expect(screen.getByTestId('active-connection-count')).toHaveTextContent(/^1 connection$/);
    expect(screen.getByText('Pending setup')).toBeInTheDocument();
    expect(screen.queryByText(/active connection/)).not.toBeInTheDocument();
  });

  it('leaves deleted connections out of the count and says so', () => {
    renderScreen(<InstanceOverview instance={INSTANCE} />);
    act(() =>
      clientState.setConnections([
        makeConnection({ id: 1, status: 'ACTIVE' }),
        makeConnection({ id: 2, name: 'Old', status: 'DELETED' }),
      ]),
    );
    expect(screen.getByTestId('active-connection-count')).toHaveTextContent(/^1 connection$/);
    expect(screen.getByText('1 deleted connection is not counted.')).toBeInTheDocument();
  });
});
