import { Card, Link, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { ApiResponse } from '@wharf/contract';
import type { API_PATHS } from '@wharf/contract/paths.ts';
import { FactList } from '../../components/FactList';
import { formatMoney, formatPeriod, INVOICE_STATUS_TEXT } from './format';
import { QueryProblem } from './QueryProblem';
import { useInvoices } from './useBilling';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  number: { margin: 0, overflowWrap: 'anywhere' },
});

type Invoice = ApiResponse<typeof API_PATHS.stripeInvoiceList>['invoices'][number];

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const styles = useStyles();
  return (
    <Card>
      <Subtitle2 as="h3" className={styles.number}>
        Invoice {invoice.number}
      </Subtitle2>
      <FactList
        facts={[
          ['Period', formatPeriod(invoice.periodStart, invoice.periodEnd)],
          ['Amount', formatMoney(invoice.total, invoice.currency)],
          ['Status', INVOICE_STATUS_TEXT[invoice.status]],
        ]}
      />
      {invoice.hostedInvoiceUrl ? (
        <Link href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
          View invoice {invoice.number} (opens in a new tab)
        </Link>
      ) : null}
    </Card>
  );
}

/** Past invoices, newest first, each with the provider's own page where there is one. */
export function InvoiceList() {
  const styles = useStyles();
  const headingId = useId();
  const invoices = useInvoices();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Invoices
      </Subtitle2>
      {invoices.isPending ? <Spinner size="small" label="Loading invoices…" /> : null}
      {invoices.error ? (
        <QueryProblem message={invoices.error.message} onRetry={() => void invoices.refetch()} />
      ) : null}
      {invoices.data && invoices.data.invoices.length === 0 ? (
        <p>No invoices yet. The first is issued when a billing period with a paid connection begins.</p>
      ) : null}
      {invoices.data && invoices.data.invoices.length > 0 ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {invoices.data.invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
