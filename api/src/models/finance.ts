import { Model } from 'objection';
import { BaseModel } from './base.js';
import { User } from './organisation.js';

/** One monthly fee of an enrolment (mensualidad); money in centavos. */
export class Instalment extends BaseModel {
  static tableName = 'instalments';
  id!: number;
  enrolmentId!: number;
  number!: number;
  amountCents!: number;
  balanceCents!: number;
  paid!: number;
  dueDate!: string;
  status!: number;
  createdAt!: string;
  payments?: Payment[];
  static get relationMappings() {
    return {
      payments: { relation: Model.HasManyRelation, modelClass: Payment, join: { from: 'instalments.id', to: 'payments.instalmentId' } },
    };
  }
}

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
