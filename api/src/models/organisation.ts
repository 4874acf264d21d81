import { Model } from 'objection';
import { BaseModel } from './base.js';

export class Department extends BaseModel {
  static tableName = 'departments';
  id!: number;
  name!: string;
  status!: number;
}

export class BranchOffice extends BaseModel {
  static tableName = 'branch_offices';
  id!: number;
  departmentId!: number;
  name!: string;
  phone!: string;
  status!: number;
  department?: Department;
  static get relationMappings() {
    return {
      department: { relation: Model.BelongsToOneRelation, modelClass: Department, join: { from: 'branch_offices.departmentId', to: 'departments.id' } },
    };
  }
}

export class Role extends BaseModel {
  static tableName = 'roles';
  id!: number;
  name!: string;
  description!: string;
  status!: number;
}

export class AppModule extends BaseModel {
  static tableName = 'modules';
  id!: number;
  name!: string;
}

export class UserPermission extends BaseModel {
  static tableName = 'user_permissions';
  id!: number;
  userId!: number;
  moduleId!: number;
  assigned!: number;
  module?: AppModule;
  static get relationMappings() {
    return {
      module: { relation: Model.BelongsToOneRelation, modelClass: AppModule, join: { from: 'user_permissions.moduleId', to: 'modules.id' } },
    };
  }
}

/** Staff, teachers and students alike, told apart by role (6 = student). */
export class User extends BaseModel {
  static tableName = 'users';
  id!: number;
  departmentId!: number;
  branchOfficeId!: number | null;
  roleId!: number;
  firstNames!: string;
  lastNames!: string;
  ci!: string;
  email!: string;
  phone!: string;
  username!: string | null;
  passwordHash!: string | null;
  qrCode!: string | null;
  avatarKey!: string | null;
  status!: number;
  createdAt!: string;
  role?: Role;
  department?: Department;
  branchOffice?: BranchOffice;
  permissions?: UserPermission[];
  static get relationMappings() {
    return {
      role: { relation: Model.BelongsToOneRelation, modelClass: Role, join: { from: 'users.roleId', to: 'roles.id' } },
      department: { relation: Model.BelongsToOneRelation, modelClass: Department, join: { from: 'users.departmentId', to: 'departments.id' } },
      branchOffice: { relation: Model.BelongsToOneRelation, modelClass: BranchOffice, join: { from: 'users.branchOfficeId', to: 'branch_offices.id' } },
      permissions: { relation: Model.HasManyRelation, modelClass: UserPermission, join: { from: 'users.id', to: 'user_permissions.userId' } },
    };
  }
}
