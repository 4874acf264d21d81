import { Model } from 'objection';

/** Base of every model: plain tables, snake_case columns mapped to camelCase by the knex mappers. */
export class BaseModel extends Model {
  static get modifiers() {
    return {
      active(builder: any) {
        builder.where(`${(builder.modelClass() as typeof Model).tableName}.status`, 1);
      },
    };
  }
}
