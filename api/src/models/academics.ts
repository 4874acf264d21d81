import { Model } from 'objection';
import { BaseModel } from './base.js';
import { Payment } from './finance.js';
import { Department, User } from './organisation.js';

/** A semester of a department, named 'I - 2024' / 'II - 2024' (unique in the department). */
export class Semester extends BaseModel {
  static tableName = 'semesters';
  id!: number;
  departmentId!: number;
  name!: string;
  number!: number;
  year!: number;
  status!: number;
  createdAt!: string;
  department?: Department;
  groups?: ClassGroup[];
  static get relationMappings() {
    return {
      department: { relation: Model.BelongsToOneRelation, modelClass: Department, join: { from: 'semesters.departmentId', to: 'departments.id' } },
      groups: { relation: Model.HasManyRelation, modelClass: ClassGroup, join: { from: 'semesters.id', to: 'class_groups.semesterId' } },
    };
  }
}

/** A group of a semester ("groups" is reserved in MySQL 8, hence class_groups); cost in centavos. */
export class ClassGroup extends BaseModel {
  static tableName = 'class_groups';
  id!: number;
  semesterId!: number;
  turnId!: number;
  name!: string;
  code!: string;
  number!: number;
  instalments!: number;
  costCents!: number;
  startDate!: string;
  endDate!: string;
  status!: number;
  createdAt!: string;
  semester?: Semester;
  subjects?: GroupSubject[];
  enrolments?: Enrolment[];
  static get relationMappings() {
    return {
      semester: { relation: Model.BelongsToOneRelation, modelClass: Semester, join: { from: 'class_groups.semesterId', to: 'semesters.id' } },
      subjects: { relation: Model.HasManyRelation, modelClass: GroupSubject, join: { from: 'class_groups.id', to: 'group_subjects.groupId' } },
      enrolments: { relation: Model.HasManyRelation, modelClass: Enrolment, join: { from: 'class_groups.id', to: 'enrolments.groupId' } },
    };
  }
}

/** A subject taught in a group by one teacher. */
export class GroupSubject extends BaseModel {
  static tableName = 'group_subjects';
  id!: number;
  groupId!: number;
  subjectId!: number;
  teacherId!: number;
  status!: number;
  teacher?: User;
  static get relationMappings() {
    return {
      teacher: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'group_subjects.teacherId', to: 'users.id' } },
    };
  }
}

/** A student in a group (the spec's grupo-usuario); owns the instalments of its fee. */
export class Enrolment extends BaseModel {
  static tableName = 'enrolments';
  id!: number;
  groupId!: number;
  studentId!: number;
  enrolledOn!: string;
  status!: number;
  createdAt!: string;
  group?: ClassGroup;
  student?: User;
  instalments?: Instalment[];
  static get relationMappings() {
    return {
      group: { relation: Model.BelongsToOneRelation, modelClass: ClassGroup, join: { from: 'enrolments.groupId', to: 'class_groups.id' } },
      student: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'enrolments.studentId', to: 'users.id' } },
      instalments: { relation: Model.HasManyRelation, modelClass: Instalment, join: { from: 'enrolments.id', to: 'instalments.enrolmentId' } },
    };
  }
}

/**
 * One monthly fee (mensualidad) of an enrolment: amount and balance in centavos, paid = balance reached 0.
 * Defined here with its table (academics migration); finance.ts re-exports it beside Payment.
 */
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
  enrolment?: Enrolment;
  payments?: Payment[];
  static get relationMappings() {
    return {
      enrolment: { relation: Model.BelongsToOneRelation, modelClass: Enrolment, join: { from: 'instalments.enrolmentId', to: 'enrolments.id' } },
      payments: { relation: Model.HasManyRelation, modelClass: Payment, join: { from: 'instalments.id', to: 'payments.instalmentId' } },
    };
  }
}
