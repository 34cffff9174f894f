import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { LandingStatus } from './LandingStatus';

function done(rowCount: number, truncated: boolean, topN: number | null = null) {
  render(
    <FluentProvider theme={webLightTheme}>
      <LandingStatus
        state={{
          status: 'done',
          result: {
            rowCount,
            address: 'Sheet1!A1:D101',
            at: '2026-12-06T10:00:00Z',
            truncated,
            tableName: 'T',
          },
        }}
        mode="browser"
        topN={topN}
      />
    </FluentProvider>,
  );
}

describe('the status of a finished landing', () => {
  it('says a top N is ready without calling its limit a cut', () => {
    done(100, true, 100);
    expect(screen.getByText(/100 rows ready below\./)).toBeInTheDocument();
    expect(screen.queryByText(/row limit/)).not.toBeInTheDocument();
  });

  it('says one row in the singular', () => {
    done(1, true, 1);
    expect(screen.getByText(/^1 row ready below\.$/)).toBeInTheDocument();
  });

  it('warns when rows beyond an ordinary limit were left out', () => {
    done(10_000, true);
    expect(
      screen.getByText(/10,000 rows ready below\. More rows matched than the row limit/),
    ).toBeInTheDocument();
  });
});
