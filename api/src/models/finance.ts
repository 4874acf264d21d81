import { Model } from 'objection';
import { BaseModel } from './base.js';
import { Instalment } from './academics.js';
import { User } from './organisation.js';

// The instalments table is the academics area's; its one model lives there and is re-exported here.
export { Instalment };

/** A payment against an instalment (monthly fee) or a reservation (individual lessons); money in centavos. */
export class Payment extends BaseModel {
  static tableName = 'payments';
  id!: number;
  departmentId!: number;
  instalmentId!: number | null;
  reservationId!: number | null;
  paymentTypeId!: number;
  cashierId!: number;
  receiptNumber!: number;
  amountPaidCents!: number;
  discountCents!: number;
  dueAmountCents!: number;
  balanceAfterCents!: number;
  description!: string;
  paidAt!: string;
  status!: number;
  instalment?: Instalment;
  cashier?: User;
  static get relationMappings() {
    return {
      instalment: { relation: Model.BelongsToOneRelation, modelClass: Instalment, join: { from: 'payments.instalmentId', to: 'instalments.id' } },
      cashier: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'payments.cashierId', to: 'users.id' } },
    };
  }
}
