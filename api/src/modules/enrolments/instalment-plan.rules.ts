import { splitCents } from '../../../../domain/money.js';
import { addMonths } from '../../lib/time.js';

export interface PlannedInstalment {
  number: number;
  amountCents: number;
  dueDate: string;
}

/**
 * The instalments an enrolment gets (docs/DOMAIN.md "Group fees"): `count` parts of the cost in centavos with the
 * remainder on the last, the first due on the group's start date and each next one a month later.
 */
export function planInstalments(group: {
  instalments: number;
  costCents: number;
  startDate: string;
}): PlannedInstalment[] {
  return splitCents(group.costCents, group.instalments).map((amountCents, i) => ({
    number: i + 1,
    amountCents,
    dueDate: addMonths(group.startDate, i),
  }));
}

/** A group ends when its last instalment's month ends: start date + instalments months. */
export function groupEndDate(startDate: string, instalments: number): string {
  return addMonths(startDate, instalments);
}
