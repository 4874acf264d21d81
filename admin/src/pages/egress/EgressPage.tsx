import { FinancePage } from '../finance/FinancePage';
import { expenseKind } from './expenseKind';

/** /egress (spec 02 §2): expenses with advanced search, add/edit, the status confirmation and receipts. */
export default function EgressPage() {
  return <FinancePage kind={expenseKind} />;
}
