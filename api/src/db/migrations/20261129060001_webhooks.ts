import type { Knex } from 'knex';

/**
 * Webhooks: subscriptions of a department, the outbox of events written in the transaction of the change they
 * report, and one delivery per event and subscription with its attempts (claimed by a conditional UPDATE, so
 * several processes never send one twice).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_webhook_subscriptions_department');
    t.string('url', 500).notNullable();
    t.string('events', 500).notNullable();
    t.string('secret', 100).notNullable();
    t.integer('status').notNullable().defaultTo(1);
    t.integer('created_by')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_webhook_subscriptions_creator');
    t.string('created_at', 30).notNullable();
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.schema.createTable('webhook_events', (t) => {
    t.increments('id').primary();
    t.integer('department_id').unsigned().nullable();
    t.string('event', 40).notNullable();
    t.text('payload_json').notNullable();
    t.string('created_at', 30).notNullable();
    t.integer('dispatched').notNullable().defaultTo(0);
    t.string('claim_token', 40).nullable();
    t.index(['dispatched', 'id'], 'ix_webhook_events_dispatched');
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.increments('id').primary();
    t.integer('event_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('webhook_events')
      .withKeyName('fk_webhook_deliveries_event');
    t.integer('subscription_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('webhook_subscriptions')
      .withKeyName('fk_webhook_deliveries_subscription');
    t.string('status', 12).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 30).notNullable();
    t.string('locked_until', 30).nullable();
    t.string('claim_token', 40).nullable();
    t.integer('last_status').nullable();
    t.string('last_answer', 500).nullable();
    t.string('delivered_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['event_id', 'subscription_id'], { indexName: 'uq_webhook_deliveries_event_subscription' });
    t.index(['status', 'next_attempt_at'], 'ix_webhook_deliveries_due');
    t.index(['subscription_id', 'id'], 'ix_webhook_deliveries_subscription');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_events');
  await knex.schema.dropTable('webhook_subscriptions');
}
