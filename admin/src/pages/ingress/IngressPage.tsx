import { FinancePage } from '../finance/FinancePage';
import { incomeKind } from './incomeKind';

/** /ingress: the department's income with advanced search, the three income dialogs, receipts and reports (spec 02 §2). */
export default function IngressPage() {
  return <FinancePage kind={incomeKind} />;
}
