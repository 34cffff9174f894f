import { render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import type { ClientQueryResponse } from '@wharf/contract';
import { QueryPreview } from './QueryPreview';
import type { PreviewRows } from './usePreviewRows';

const numberColumn = (ref: string, friendlyName: string): ClientQueryResponse['columns'][number] => ({
  ref,
  name: ref,
  friendlyName,
  dataType: 'numeric',
  role: 'measure',
  aggregate: null,
  grain: null,
  format: null,
  measure: null,
  definition: null,
});

const ANSWER: ClientQueryResponse = {
  columns: [numberColumn('qty', 'Qty'), numberColumn('price', 'Price')],
  rows: [
    [2, 10],
    [3, 1.5],
  ],
  offset: 0,
  nextOffset: null,
  totalRows: 2,
  truncated: false,
};

const preview = {
  data: ANSWER,
  hasQuery: true,
  settling: false,
  isFetching: false,
  isError: false,
} as PreviewRows;

describe('the preview of a design with a calculated column', () => {
  it('shows what the formula computes for each row, never the formula', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryPreview
          preview={preview}
          columns={[
            { key: 1, name: 'Qty', ref: 'qty' },
            { key: 2, name: 'Price', ref: 'price' },
            { key: 3, name: 'Amount', formula: '=[@Qty]*[@Price]' },
          ]}
        />
      </FluentProvider>,
    );
    const table = screen.getByRole('table', { name: 'Preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['20', '4.5']);
    expect(table).not.toHaveTextContent('[@');
  });
});
