import { Model } from 'objection';
import { BaseModel } from './base.js';
import { User } from './organisation.js';

/**
 * Income, practice income, expense and reservation. The services query with knex directly (the list and
 * search queries are joins shaped for the Spanish responses); these models describe the tables and their
 * relations for anyone who prefers objection's graph fetching.
 */

/** Lessons of one student with a teacher: paid per reservation (price) or by an hours package (minutes left). */
export class Reservation extends BaseModel {
  static tableName = 'reservations';
  id!: number;
  departmentId!: number;
  studentId!: number;
  teacherId!: number | null;
  levelId!: number;
  subjectId!: number | null;
  studentCount!: number;
  minutesLeft!: number | null;
  priceCents!: number | null;
  paidCents!: number;
  status!: number;
  createdAt!: string;
  student?: User;
  teacher?: User;
  static get relationMappings() {
    return {
      student: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'reservations.studentId', to: 'users.id' } },
      teacher: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'reservations.teacherId', to: 'users.id' } },
    };
  }
}

/** Kind 1 plain income, 2 hours package (with a reservation), 3 practice (with a practice_incomes row). */
export class Income extends BaseModel {
  static tableName = 'incomes';
  id!: number;
  departmentId!: number;
  incomeTypeId!: number;
  userId!: number;
  reservationId!: number | null;
  receiptNumber!: number;
  kind!: number;
  name!: string;
  detail!: string;
  totalCents!: number;
  paidAt!: string;
  status!: number;
  reservation?: Reservation;
  practice?: PracticeIncome;
  user?: User;
  static get relationMappings() {
    return {
      reservation: { relation: Model.BelongsToOneRelation, modelClass: Reservation, join: { from: 'incomes.reservationId', to: 'reservations.id' } },
      practice: { relation: Model.HasOneRelation, modelClass: PracticeIncome, join: { from: 'incomes.id', to: 'practice_incomes.incomeId' } },
      user: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'incomes.userId', to: 'users.id' } },
    };
  }
}

/** The teacher and level a practice income is paid for (the teacher's share comes from the payment category). */
export class PracticeIncome extends BaseModel {
  static tableName = 'practice_incomes';
  id!: number;
  incomeId!: number;
  teacherId!: number;
  levelId!: number;
  teacher?: User;
  static get relationMappings() {
    return {
      teacher: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'practice_incomes.teacherId', to: 'users.id' } },
    };
  }
}

export class Expense extends BaseModel {
  static tableName = 'expenses';
  id!: number;
  departmentId!: number;
  userId!: number;
  receiptNumber!: number;
  name!: string;
  detail!: string;
  totalCents!: number;
  registeredAt!: string;
  status!: number;
  user?: User;
  static get relationMappings() {
    return {
      user: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'expenses.userId', to: 'users.id' } },
    };
  }
}
