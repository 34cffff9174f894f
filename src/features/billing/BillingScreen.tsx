import { RequireInstance } from '../../components/RequireInstance';
import { RequirePermission } from '../../components/RequirePermission';
import { Screen } from '../../components/Screen';
import { ConnectionPlans } from './ConnectionPlans';
import { InvoiceList } from './InvoiceList';
import { NextInvoice } from './NextInvoice';

/**
 * /settings/billing, for the instance's owners and admins: the next invoice, past invoices and each connection's
 * plan. Members are not linked here; one who arrives by URL is told who may see it, and nothing is asked of the API.
 */
export default function BillingScreen() {
  return (
    <Screen description="Your next invoice, past invoices and each connection's plan.">
      <RequireInstance>
        <RequirePermission call="stripeInvoiceList" doing="see and change billing">
          <NextInvoice />
          <InvoiceList />
          <ConnectionPlans />
        </RequirePermission>
      </RequireInstance>
    </Screen>
  );
}
