import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { ConnectionPlans } from './ConnectionPlans';
import { InvoiceList } from './InvoiceList';
import { NextInvoice } from './NextInvoice';

/**
 * /settings/billing, for the instance's owners and admins: the next invoice, past invoices and each connection's
 * plan. Members are not linked here; one who arrives by URL sees the server's refusal in each part.
 */
export default function BillingScreen() {
  return (
    <Screen description="Your next invoice, past invoices and each connection's plan.">
      <RequireInstance>
        <NextInvoice />
        <InvoiceList />
        <ConnectionPlans />
      </RequireInstance>
    </Screen>
  );
}
