import { sanitizeAnnouncementHtml } from '../announcements/sanitize';
import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './types';
import { SKB_2026 } from '../holidays/publishedHolidays';

type AnyDb = Kysely<unknown>;

/** The same migrations run on both databases; only the auto-increment key differs. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const withId = (db: AnyDb, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '0001_initial': {
      async up(db: AnyDb) {
        await withId(db, 'offices')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('address', 'text')
          .addColumn('latitude', 'double precision', (c) => c.notNull())
          .addColumn('longitude', 'double precision', (c) => c.notNull())
          .addColumn('radius_m', 'integer', (c) => c.notNull())
          .execute();
        await withId(db, 'departments').addColumn('name', 'text', (c) => c.notNull().unique()).execute();
        await withId(db, 'sub_departments')
          .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'work_schedules')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('start_time', 'text', (c) => c.notNull())
          .addColumn('end_time', 'text', (c) => c.notNull())
          .addColumn('grace_minutes', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('work_days', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('stored_files')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('owner_employee_id', 'integer')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('width', 'integer')
          .addColumn('height', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'employees')
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('nup', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('position_level', 'integer', (c) => c.notNull())
          .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
          .addColumn('sub_department_id', 'integer', (c) => c.references('sub_departments.id'))
          .addColumn('office_id', 'integer', (c) => c.references('offices.id'))
          .addColumn('supervisor_id', 'integer', (c) => c.references('employees.id'))
          .addColumn('schedule_id', 'integer', (c) => c.references('work_schedules.id'))
          .addColumn('photo_file_id', 'text', (c) => c.references('stored_files.id'))
          .addColumn('birth_place', 'text')
          .addColumn('birth_date', 'text')
          .addColumn('contact', 'text')
          .addColumn('address', 'text')
          .addColumn('married_status', 'text')
          .addColumn('blood_type', 'text')
          .addColumn('religion', 'text')
          .addColumn('last_education', 'text')
          .addColumn('entry_date', 'text')
          .addColumn('grade', 'text')
          .addColumn('grade_date', 'text')
          .addColumn('dependent_children', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('employee_offices')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.id'))
          .addPrimaryKeyConstraint('employee_offices_pk', ['employee_id', 'office_id'])
          .execute();
        for (const table of ['attendance', 'overtime'] as const) {
          let builder = withId(db, table)
            .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
            .addColumn('work_date', 'text', (c) => c.notNull())
            .addColumn('direction', 'text', (c) => c.notNull())
            .addColumn('checked_at', 'text', (c) => c.notNull())
            .addColumn('recorded_at', 'text', (c) => c.notNull())
            .addColumn('inside_office', 'integer', (c) => c.notNull())
            .addColumn('latitude', 'double precision', (c) => c.notNull())
            .addColumn('longitude', 'double precision', (c) => c.notNull())
            .addColumn('face_file_id', 'text', (c) => c.notNull())
            .addColumn('location_file_id', 'text')
            .addColumn('device_token', 'text', (c) => c.notNull())
            .addColumn('idempotency_key', 'text', (c) => c.unique());
          if (table === 'attendance') {
            builder = builder
              .addColumn('office_id', 'integer', (c) => c.references('offices.id'))
              .addColumn('distance_m', 'integer')
              .addColumn('is_late', 'integer', (c) => c.notNull().defaultTo(0))
              .addColumn('anomaly', 'text')
              .addColumn('letter_file_id', 'text');
          }
          await builder.addUniqueConstraint(`${table}_once_a_day`, ['employee_id', 'work_date', 'direction']).execute();
        }
        await withId(db, 'anomaly_reasons')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('label', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('leave_types')
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('label', 'text', (c) => c.notNull())
          .addColumn('uses_quota', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await withId(db, 'leave_requests')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('leave_type_code', 'text', (c) => c.notNull().references('leave_types.code'))
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('attachment', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('leave_quotas')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('days', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('leave_quotas_pk', ['employee_id', 'year'])
          .execute();
        await withId(db, 'announcements')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('image_file_id', 'text', (c) => c.references('stored_files.id'))
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('device_tokens')
          .addColumn('token', 'text', (c) => c.primaryKey())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('attendance_by_date').on('attendance').columns(['work_date']).execute();
        await db.schema.createIndex('employees_by_supervisor').on('employees').column('supervisor_id').execute();
        await db.schema.createIndex('leave_by_employee').on('leave_requests').columns(['employee_id', 'start_date']).execute();
      },
    },
    '0002_limits_and_shared_files': {
      async up(db: AnyDb) {
        await withId(db, 'login_attempts')
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('attempted_at', 'text', (c) => c.notNull())
          .addColumn('failed_at', 'text')
          .execute();
        await db.schema.createIndex('login_attempts_by_username').on('login_attempts').columns(['username', 'attempted_at']).execute();
        await db.schema.createIndex('login_attempts_by_address').on('login_attempts').columns(['address', 'attempted_at']).execute();

        await db.schema.alterTable('stored_files').addColumn('claimed_at', 'text').execute();
        const referenced = [
          sql`select face_file_id from attendance`, sql`select location_file_id from attendance`, sql`select letter_file_id from attendance`,
          sql`select face_file_id from overtime`, sql`select location_file_id from overtime`,
          sql`select photo_file_id from employees`, sql`select image_file_id from announcements`,
        ];
        await sql`update stored_files set claimed_at = created_at where id in (${sql.join(referenced, sql` union `)})`.execute(db);
        await db.schema.createIndex('stored_files_by_owner').on('stored_files').columns(['owner_employee_id', 'created_at']).execute();
        await db.schema
          .createIndex('stored_files_unclaimed')
          .on('stored_files')
          .column('created_at')
          .where(sql.ref('claimed_at'), 'is', null)
          .execute();

        if (dialect === 'postgres') {
          await db.schema
            .createTable('file_contents')
            .addColumn('id', 'text', (c) => c.primaryKey().references('stored_files.id').onDelete('cascade'))
            .addColumn('bytes', 'bytea', (c) => c.notNull())
            .execute();
        }
      },
    },
    '0003_overtime_duration': {
      async up(db: AnyDb) {
        await db.schema.alterTable('overtime').addColumn('duration_minutes', 'integer').execute();
      },
    },
    '0004_leave_decisions': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('holidays')
          .addColumn('date', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
        await db.schema.alterTable('leave_types').addColumn('attachment_after_days', 'integer').execute();
        for (const [column, type] of [
          ['working_days', 'integer'],
          ['decided_by', 'integer'],
          ['decided_at', 'text'],
          ['decision_note', 'text'],
          ['cancelled_at', 'text'],
          ['idempotency_key', 'text'],
        ] as const) {
          await db.schema.alterTable('leave_requests').addColumn(column, type).execute();
        }
        // Requests made before working days were recorded count their weekdays.
        await sql`update leave_requests set working_days = (${weekdaysBetween(dialect)}) where working_days is null`.execute(db);
        await db.schema.alterTable('stored_files').addColumn('uploader_address', 'text').execute();
        await db.schema.createIndex('stored_files_by_uploader').on('stored_files').columns(['uploader_address', 'created_at']).execute();
        await db.schema.createIndex('leave_requests_once').on('leave_requests').column('idempotency_key').unique().execute();
        await db.schema.createIndex('leave_by_status').on('leave_requests').columns(['status', 'employee_id']).execute();
      },
    },
    '0005_sanitized_announcements': {
      async up(db: AnyDb) {
        // Announcements posted before descriptions were sanitized when stored.
        const { rows } = await sql<{ id: number; description: string }>`select id, description from announcements`.execute(db);
        for (const row of rows) {
          const clean = await sanitizeAnnouncementHtml(row.description);
          if (clean !== row.description) await sql`update announcements set description = ${clean} where id = ${row.id}`.execute(db);
        }
      },
    },
    '0006_notifications': {
      async up(db: AnyDb) {
        await withId(db, 'notifications')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('notifications_by_employee').on('notifications').columns(['employee_id', 'created_at']).execute();
        await db.schema.createIndex('device_tokens_by_employee').on('device_tokens').columns(['employee_id', 'last_seen_at']).execute();
      },
    },
    '0007_taken_offline': {
      async up(db: AnyDb) {
        for (const table of ['attendance', 'overtime']) {
          await db.schema.alterTable(table).addColumn('taken_offline', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        }
      },
    },
    '0008_sessions_and_device_keys': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('ended_at', 'text')
          .execute();
        await db.schema.createIndex('sessions_by_employee').on('sessions').columns(['employee_id', 'ended_at']).execute();
        await db.schema
          .createTable('device_keys')
          .addColumn('key_hash', 'text', (c) => c.primaryKey())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('device_keys_by_employee').on('device_keys').columns(['employee_id', 'last_used_at']).execute();
        await db.schema.alterTable('login_attempts').addColumn('trusted_device', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        // Tokens now name their session; a token issued before sessions existed has none and signs in again.
        await db.schema.alterTable('employees').dropColumn('token_version').execute();
      },
    },
    '0009_verification': {
      async up(db: AnyDb) {
        for (const table of ['attendance', 'overtime']) {
          for (const [column, type] of [
            ['device_id', 'text'],
            ['decided_by', 'integer'],
            ['decided_at', 'text'],
            ['decision_note', 'text'],
            ['accuracy_m', 'double precision'],
            ['check_nonce', 'text'],
          ] as const) {
            await db.schema.alterTable(table).addColumn(column, type).execute();
          }
          await db.schema.alterTable(table).addColumn('verification', 'text', (c) => c.notNull().defaultTo('verified')).execute();
          await db.schema.alterTable(table).addColumn('flags', 'text', (c) => c.notNull().defaultTo('')).execute();
          // Records taken with no connection were believed on the phone's word: they wait for a person now.
          await sql`update ${sql.table(table)} set verification = 'pending', flags = 'offline' where taken_offline = 1`.execute(db);
          // Only the records that wait are in it: an honest clock-in at 07:30 writes no page of it.
          await db.schema.createIndex(`${table}_pending`).on(table).column('employee_id').where(sql<boolean>`verification = 'pending'`).execute();
        }
        // A clock-in's check fixes its employee, direction and day, so `attendance_once_a_day` already lets a check make
        // one record; an overtime's end takes its start's day, so its checks need their own index. Which phone made
        // which records a day joins the index by date: every index a clock-in writes costs it a page of the log.
        await db.schema.createIndex('overtime_check_once').on('overtime').column('check_nonce').unique().execute();
        await db.schema.createIndex('overtime_by_device').on('overtime').columns(['device_id', 'work_date']).execute();
        await db.schema.dropIndex('attendance_by_date').execute();
        await db.schema.createIndex('attendance_by_date').on('attendance').columns(['work_date', 'device_id']).execute();
        await db.schema.alterTable('overtime').addColumn('auto_closed_at', 'text').execute();
        await db.schema
          .createTable('attendance_checks')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('direction', 'text', (c) => c.notNull())
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('attendance_checks_by_employee').on('attendance_checks').columns(['employee_id', 'issued_at']).execute();
        await db.schema.alterTable('employees').addColumn('field_staff', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('leave_types').addColumn('yearly_cap', 'integer').execute();
        await sql`update leave_types set yearly_cap = 12 where code = 'IZIN'`.execute(db);
        await db.schema.alterTable('sessions').addColumn('device_id', 'text').execute();
        await db.schema.alterTable('device_keys').addColumn('device_id', 'text').execute();
        await sql`update device_keys set device_id = key_hash`.execute(db);
        await db.schema.alterTable('stored_files').addColumn('phash', 'text').execute();
      },
    },
    '0010_roles_and_audit': {
      async up(db: AnyDb) {
        await db.schema.alterTable('employees').addColumn('role', 'text', (c) => c.notNull().defaultTo('employee')).execute();
        await withId(db, 'audit_log')
          .addColumn('actor_id', 'integer', (c) => c.references('employees.id'))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('entity', 'text', (c) => c.notNull())
          .addColumn('entity_id', 'text', (c) => c.notNull())
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .execute();
        await db.schema.createIndex('audit_log_by_time').on('audit_log').column('at').execute();
        await db.schema.createIndex('audit_log_by_entity').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();
      },
    },
    '0011_zones_and_rosters': {
      async up(db: AnyDb) {
        await db.schema.alterTable('offices').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('WIB')).execute();
        await withId(db, 'rosters')
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('shifts', 'text', (c) => c.notNull())
          .addColumn('cycle', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.alterTable('employees').addColumn('roster_id', 'integer', (c) => c.references('rosters.id')).execute();
        await db.schema
          .createTable('shift_swaps')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('date', 'text', (c) => c.notNull())
          .addColumn('shift', 'text')
          .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('shift_swaps_pk', ['employee_id', 'date'])
          .execute();
      },
    },
    '0012_corrections_holidays_and_caps': {
      async up(db: AnyDb) {
        await db.schema.alterTable('holidays').addColumn('kind', 'text', (c) => c.notNull().defaultTo('national')).execute();
        await db.schema.alterTable('announcements').addColumn('notified_at', 'text').execute();
        // Announcements made before: notified when published, as they always were.
        await sql`update announcements set notified_at = created_at`.execute(db);
        await db.schema
          .createTable('leave_type_caps')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('leave_type_code', 'text', (c) => c.notNull().references('leave_types.code'))
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('days', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('leave_type_caps_pk', ['employee_id', 'leave_type_code', 'year'])
          .execute();
        await db.schema.alterTable('attendance').addColumn('corrected_by', 'integer', (c) => c.references('employees.id')).execute();
        await db.schema.alterTable('attendance').addColumn('corrected_at', 'text').execute();
        await db.schema.alterTable('attendance').addColumn('correction_note', 'text').execute();
        await db.schema.alterTable('attendance').addColumn('original_checked_at', 'text').execute();
      },
    },
    '0013_passkeys': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('passkeys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('public_key', 'text', (c) => c.notNull())
          .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('transports', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('decided_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('decided_at', 'text')
          .execute();
        await db.schema.createIndex('passkeys_by_employee').on('passkeys').columns(['employee_id', 'status']).execute();
        await db.schema.alterTable('employees').addColumn('passkey_exempt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
    '0014_announcement_withdrawal': {
      async up(db: AnyDb) {
        await db.schema.alterTable('announcements').addColumn('withdrawn_at', 'text').execute();
        await db.schema.alterTable('announcements').addColumn('withdrawn_by', 'integer', (c) => c.references('employees.id')).execute();
      },
    },
    '0015_separation_of_duties': {
      async up(db: AnyDb) {
        // Who placed each supervisor link and who created each account: a chain someone placed is not their authority.
        await db.schema.alterTable('employees').addColumn('supervisor_set_by', 'integer', (c) => c.references('employees.id')).execute();
        await db.schema.alterTable('employees').addColumn('created_by', 'integer', (c) => c.references('employees.id')).execute();
        await withId(db, 'passkey_enrolment_codes')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('code_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema.createIndex('passkey_enrolment_codes_by_employee').on('passkey_enrolment_codes').columns(['employee_id', 'used_at']).execute();
      },
    },
    '0016_employment_dates': {
      async up(db: AnyDb) {
        // The first and last day an employee is scheduled (docs/hr.md, "Start and end dates"); null: not set.
        await db.schema.alterTable('employees').addColumn('start_date', 'text').execute();
        await db.schema.alterTable('employees').addColumn('end_date', 'text').execute();
      },
    },
    '0017_correction_requests': {
      async up(db: AnyDb) {
        // A record a person made (an approved correction request, or HR adding a missing one) has no phone's face,
        // position or device: those columns take null, and `source` says where the record came from.
        await relaxColumns(db, dialect, 'attendance', ['face_file_id', 'latitude', 'longitude', 'device_token']);
        await db.schema.alterTable('attendance').addColumn('source', 'text', (c) => c.notNull().defaultTo('app')).execute();
        await withDecisionColumns(
          withId(db, 'correction_requests')
            .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
            .addColumn('work_date', 'text', (c) => c.notNull())
            .addColumn('direction', 'text', (c) => c.notNull())
            .addColumn('attendance_id', 'integer')
            .addColumn('time', 'text', (c) => c.notNull())
            .addColumn('office_id', 'integer', (c) => c.references('offices.id'))
            .addColumn('reason', 'text', (c) => c.notNull())
            .addColumn('evidence_file_id', 'text', (c) => c.references('stored_files.id')),
        ).execute();
        await db.schema.createIndex('correction_requests_by_employee').on('correction_requests').columns(['employee_id', 'work_date']).execute();
        // One request per day and direction waits at a time, whatever arrives together.
        await db.schema
          .createIndex('correction_requests_one_pending')
          .on('correction_requests')
          .columns(['employee_id', 'work_date', 'direction'])
          .unique()
          .where(sql.ref('status'), '=', sql.lit('pending'))
          .execute();
        await db.schema.createTable('company_settings').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
      },
    },
    '0018_shift_reminders': {
      async up(db: AnyDb) {
        await db.schema.alterTable('employees').addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1)).execute();
        await db.schema
          .createTable('shift_reminders')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('work_date', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('shift_reminders_pk', ['employee_id', 'work_date', 'kind'])
          .execute();
      },
    },
    '0019_overtime_orders': {
      async up(db: AnyDb) {
        // Surat Perintah Lembur (docs/hr.md, "Overtime orders"): ordered by a supervisor and agreed by the employee, or
        // asked by the employee and approved; an overtime worked within an agreed one is tied to it.
        await withId(db, 'overtime_orders')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('work_date', 'text', (c) => c.notNull())
          .addColumn('start_time', 'text', (c) => c.notNull())
          .addColumn('end_time', 'text', (c) => c.notNull())
          .addColumn('task', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('ordered_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('answered_at', 'text')
          .addColumn('decided_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('note', 'text')
          .execute();
        await db.schema.createIndex('overtime_orders_by_employee').on('overtime_orders').columns(['employee_id', 'work_date']).execute();
        // One order stands per employee and day: asked, ordered or agreed.
        await db.schema
          .createIndex('overtime_orders_one_a_day')
          .on('overtime_orders')
          .columns(['employee_id', 'work_date'])
          .unique()
          .where(sql.ref('status'), 'in', sql`('asked', 'ordered', 'agreed')`)
          .execute();
        await db.schema.alterTable('overtime').addColumn('order_id', 'integer', (c) => c.references('overtime_orders.id')).execute();
      },
    },
    '0020_published_holidays_2026': {
      async up(db: AnyDb) {
        // The year's national holidays and cuti bersama as the decree published them; a date HR already set stays HR's.
        await (db as Kysely<Database>)
          .insertInto('holidays')
          .values([...SKB_2026])
          .onConflict((conflict) => conflict.column('date').doNothing())
          .execute();
      },
    },
    '0021_face_check': {
      async up(db: AnyDb) {
        // The face check (docs/faces.md): the consent, its proof, the references and the queue of records to compare.
        await db.schema.alterTable('employees').addColumn('face_consent', 'text').execute();
        await withId(db, 'face_consents')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('decision', 'text', (c) => c.notNull())
          .addColumn('decided_at', 'text', (c) => c.notNull())
          .addColumn('device', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('face_consents_by_employee').on('face_consents').column('employee_id').execute();
        await withId(db, 'face_references')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('file_id', 'text', (c) => c.notNull())
          .addColumn('descriptor', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
          .execute();
        await db.schema.createIndex('face_references_by_employee').on('face_references').column('employee_id').execute();
        await withId(db, 'face_checks')
          .addColumn('record_kind', 'text', (c) => c.notNull())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('work_date', 'text', (c) => c.notNull())
          .addColumn('direction', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('similarity', 'double precision')
          .addColumn('queued_at', 'text', (c) => c.notNull())
          .addColumn('claimed_at', 'text')
          .addColumn('checked_at', 'text')
          .execute();
        // One check per record (a record is one per employee, day, direction and kind).
        await db.schema.createIndex('face_checks_one_a_record').on('face_checks').columns(['record_kind', 'employee_id', 'work_date', 'direction']).unique().execute();
        await db.schema.createIndex('face_checks_queued').on('face_checks').columns(['status', 'id']).execute();
      },
    },
    '0022_face_step': {
      async up(db: AnyDb) {
        // The phone's face step kept with the record's check: the challenge asked, how it ended, the passive hints.
        for (const [column, type] of [['challenge', 'text'], ['challenge_outcome', 'text'], ['antispoof', 'double precision'], ['liveness', 'double precision']] as const) {
          await db.schema.alterTable('face_checks').addColumn(column, type).execute();
        }
      },
    },
    '0023_access_log': {
      async up(db: AnyDb) {
        // Who looked at someone else's photos and positions (docs/privacy.md, "Who looked"): once a viewer, a record and a day.
        await withId(db, 'access_log')
          .addColumn('viewer_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('subject_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('what', 'text', (c) => c.notNull())
          .addColumn('record_kind', 'text', (c) => c.notNull())
          .addColumn('record_id', 'integer', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('viewed_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('access_log_once_a_day').on('access_log').columns(['viewer_id', 'subject_id', 'what', 'record_kind', 'record_id', 'day']).unique().execute();
        await db.schema.createIndex('access_log_by_subject').on('access_log').columns(['subject_id', 'id']).execute();
      },
    },
    '0024_privacy_notice_reads': {
      async up(db: AnyDb) {
        // The first time each employee read each version of the privacy notice (docs/privacy.md).
        await withId(db, 'privacy_notice_reads')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('first_read_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('privacy_notice_reads_once').on('privacy_notice_reads').columns(['employee_id', 'version']).unique().execute();
      },
    },
    '0025_retention': {
      async up(db: AnyDb) {
        // Photos and raw positions deleted when their retention ends (docs/privacy.md, "Retention"): the record keeps
        // its facts and says when they went; an overtime's face and position may then be null too.
        await relaxColumns(db, dialect, 'overtime', ['face_file_id', 'latitude', 'longitude']);
        for (const table of ['attendance', 'overtime', 'correction_requests', 'leave_requests'] as const) {
          await db.schema.alterTable(table).addColumn('photos_removed_at', 'text').execute();
        }
        // Stored files whose rows are gone and whose bytes are still to be erased: a pass cut short finishes them.
        await db.schema.createTable('file_erasures').addColumn('file_id', 'text', (c) => c.primaryKey()).execute();
        // A pass that one server process runs at a time: held until `until`, then free for another to resume.
        await db.schema
          .createTable('maintenance_leases')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('holder', 'text', (c) => c.notNull())
          .addColumn('until', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0026_data_exports': {
      async up(db: AnyDb) {
        // 'Unduh Data Saya' (docs/privacy.md): one copy a WIB day per employee, prepared in the background.
        await withId(db, 'data_exports')
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('requested_at', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('claimed_at', 'text')
          .addColumn('file_id', 'text')
          .addColumn('ready_at', 'text')
          .execute();
        await db.schema.createIndex('data_exports_once_a_day').on('data_exports').columns(['employee_id', 'day']).unique().execute();
        await db.schema.createIndex('data_exports_by_status').on('data_exports').columns(['status', 'id']).execute();
      },
    },
    '0027_retention_index': {
      async up(db: AnyDb) {
        // The retention pass reads the records still holding their photos, oldest first, a batch at a time: each batch
        // reads only those (never the ones cleared before it), so a year of records is one pass over them, not many.
        for (const table of ['attendance', 'overtime'] as const) {
          await db.schema.createIndex(`${table}_photos_kept`).on(table).column('id').where(sql.ref('photos_removed_at'), 'is', null).execute();
        }
      },
    },
    '0028_personal_change_requests': {
      async up(db: AnyDb) {
        // 'Ajukan Perubahan Data' (docs/privacy.md, "Corrections"): an employee asks HR to correct a field of
        // Informasi Data Diri; one waiting request a field.
        await withDecisionColumns(
          withId(db, 'personal_change_requests')
            .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
            .addColumn('field', 'text', (c) => c.notNull())
            .addColumn('old_value', 'text')
            .addColumn('new_value', 'text', (c) => c.notNull())
            .addColumn('reason', 'text', (c) => c.notNull()),
        ).execute();
        await db.schema.createIndex('personal_change_requests_by_employee').on('personal_change_requests').columns(['employee_id', 'id']).execute();
        await db.schema
          .createIndex('personal_change_requests_one_pending')
          .on('personal_change_requests')
          .columns(['employee_id', 'field'])
          .unique()
          .where(sql.ref('status'), '=', sql.lit('pending'))
          .execute();
      },
    },
    '0029_password_must_change': {
      async up(db: AnyDb) {
        // A password someone else set (HR's console, the import) is only for the first sign-in (docs/security.md).
        await db.schema.alterTable('employees').addColumn('password_must_change', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
    '0030_archived_offices_and_rosters': {
      async up(db: AnyDb) {
        // An office or roster with a history is archived, not deleted: kept for what it explains, offered no more (docs/hr.md).
        await db.schema.alterTable('offices').addColumn('archived_at', 'text').execute();
        await db.schema.alterTable('rosters').addColumn('archived_at', 'text').execute();
      },
    },
    '0031_announcement_audience': {
      async up(db: AnyDb) {
        // Whom an announcement is for: no row, the whole company; else the employees of any office or department listed.
        await db.schema
          .createTable('announcement_audience')
          .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
          .addColumn('office_id', 'integer', (c) => c.references('offices.id'))
          .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
          .execute();
        await db.schema.createIndex('announcement_audience_by_announcement').on('announcement_audience').column('announcement_id').execute();
        await db.schema.alterTable('announcements').addColumn('updated_at', 'text').execute();
      },
    },
    '0032_import_jobs': {
      async up(db: AnyDb) {
        // An employee import committed in the background (docs/hr.md, "Import"): its progress, then its result until
        // the clerk who started it dismisses it; one running at a time in the company.
        await withId(db, 'import_jobs')
          .addColumn('started_by', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('total', 'integer', (c) => c.notNull())
          .addColumn('done', 'integer', (c) => c.notNull())
          .addColumn('started_at', 'text', (c) => c.notNull())
          .addColumn('heartbeat_at', 'text', (c) => c.notNull())
          .addColumn('finished_at', 'text')
          .addColumn('message', 'text')
          .addColumn('created', 'integer', (c) => c.notNull())
          .addColumn('updated', 'integer', (c) => c.notNull())
          .addColumn('problems', 'text')
          .addColumn('passwords', 'text')
          .addColumn('dismissed_at', 'text')
          .execute();
        await db.schema.createIndex('import_jobs_one_running').on('import_jobs').column('status').unique().where(sql<boolean>`status = 'running'`).execute();
        await db.schema.createIndex('import_jobs_by_starter').on('import_jobs').columns(['started_by', 'id']).execute();
      },
    },
    '0034_payroll_periods': {
      async up(db: AnyDb) {
        // A payroll period HR closed once it was paid (docs/hr.md, "Periods"): its days as they were at the close, who
        // closed it and when, its recap and payroll sheet as closed (JSON, and the files byte for byte); null closed_at: reopened.
        await db.schema
          .createTable('payroll_periods')
          .addColumn('period', 'text', (c) => c.primaryKey())
          .addColumn('first_date', 'text', (c) => c.notNull())
          .addColumn('last_date', 'text', (c) => c.notNull())
          .addColumn('closed_at', 'text')
          .addColumn('closed_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('recap', 'text')
          .addColumn('recap_csv', 'text')
          .addColumn('recap_xlsx', dialect === 'postgres' ? 'bytea' : 'blob')
          .addColumn('sheet', 'text')
          .addColumn('sheet_csv', 'text')
          .addColumn('sheet_xlsx', dialect === 'postgres' ? 'bytea' : 'blob')
          .addColumn('reopened_at', 'text')
          .addColumn('reopened_by', 'integer', (c) => c.references('employees.id'))
          .addColumn('reopen_reason', 'text')
          .execute();
        await db.schema.createIndex('payroll_periods_by_days').on('payroll_periods').columns(['first_date', 'last_date']).execute();
        // A period's recap lists the records delivered during it for the days of a closed period: read by when received.
        await db.schema.createIndex('attendance_by_receipt').on('attendance').column('recorded_at').execute();
        await db.schema.createIndex('overtime_by_receipt').on('overtime').column('recorded_at').execute();
      },
    },
    '0035_payroll_keys': {
      async up(db: AnyDb) {
        // A key a payroll system reads closed periods' sheets with (docs/api.md, "Payroll"): only its SHA-256 is kept,
        // found by that hash; revoked, it opens nothing.
        await withId(db, 'payroll_keys')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('revoked_at', 'text')
          .addColumn('revoked_by', 'integer', (c) => c.references('employees.id'))
          .execute();
      },
    },
    '2026_12_07_notification_windows': {
      async up(db: AnyDb) {
        // Notifications one person causes another, coalesced per sender, recipient and kind and limited per recipient
        // and hour (docs/push.md, "Coalescing and limits").
        await db.schema.alterTable('notifications').addColumn('sender_id', 'integer', (c) => c.references('employees.id')).execute();
        await db.schema.alterTable('notifications').addColumn('kind', 'text').execute();
        await db.schema
          .createTable('notification_windows')
          .addColumn('sender_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('recipient_id', 'integer', (c) => c.notNull().references('employees.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('ends_at', 'text', (c) => c.notNull())
          .addColumn('held', 'integer', (c) => c.notNull())
          .addColumn('claimed_at', 'text')
          .addPrimaryKeyConstraint('notification_windows_pk', ['sender_id', 'recipient_id', 'kind'])
          .execute();
        await db.schema.createIndex('notification_windows_by_end').on('notification_windows').column('ends_at').execute();
        await db.schema
          .createTable('notification_hours')
          .addColumn('recipient_id', 'integer', (c) => c.primaryKey().references('employees.id'))
          .addColumn('hour', 'text', (c) => c.notNull())
          .addColumn('pushed', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '2026_12_07_passes': {
      async up(db: AnyDb) {
        // The server's passes (docs/deployment.md, "Passes"): each one's latest run, and the items it skipped because
        // they failed, retried a few times and then left aside, still listed.
        await db.schema
          .createTable('pass_runs')
          .addColumn('pass', 'text', (c) => c.primaryKey())
          .addColumn('last_run_at', 'text', (c) => c.notNull())
          .addColumn('last_run_skipped', 'integer', (c) => c.notNull())
          .addColumn('last_failure_at', 'text')
          .addColumn('last_failure_skipped', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_failure_items', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
        await withId(db, 'pass_failures')
          .addColumn('pass', 'text', (c) => c.notNull())
          .addColumn('item', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('first_failed_at', 'text', (c) => c.notNull())
          .addColumn('last_failed_at', 'text', (c) => c.notNull())
          .addColumn('left_aside', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('pass_failures_one_an_item').on('pass_failures').columns(['pass', 'item']).unique().execute();
      },
    },
    '2026_12_07_face_frames': {
      async up(db: AnyDb) {
        // The face step's challenge frames (docs/faces.md, "What the server checks"): their ids with the record, kept
        // and deleted with its photos; the server's own findings beside the phone's hints in the record's face check.
        for (const table of ['attendance', 'overtime']) await db.schema.alterTable(table).addColumn('face_frame_ids', 'text').execute();
        for (const [column, type] of [['motion', 'text'], ['motion_measure', 'double precision'], ['frames_similarity', 'double precision'], ['server_antispoof', 'double precision'], ['server_liveness', 'double precision']] as const) {
          await db.schema.alterTable('face_checks').addColumn(column, type).execute();
        }
      },
    },
    '2026_12_07_quota_empty_file_ids': {
      async up(db: AnyDb) {
        // Optional photo ids a submit sent as '' before payloads' file ids were checked (docs/security.md): none.
        for (const column of ['location_file_id', 'letter_file_id']) await sql`update attendance set ${sql.ref(column)} = null where ${sql.ref(column)} = ''`.execute(db);
      },
    },
    '2026_12_07_streamed_exports': {
      async up(db: AnyDb) {
        // 'Unduh Data Saya' written as it is made (docs/privacy.md): a copy over a part's size is several ZIPs, each a
        // stored file; on PostgreSQL such large files are rows of about a megabyte, read a few at a time.
        await db.schema
          .createTable('data_export_parts')
          .addColumn('export_id', 'integer', (c) => c.notNull().references('data_exports.id'))
          .addColumn('part', 'integer', (c) => c.notNull())
          .addColumn('file_id', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('data_export_parts_pk', ['export_id', 'part'])
          .execute();
        await db.schema.createIndex('data_export_parts_by_file').on('data_export_parts').column('file_id').execute();
        await sql`insert into data_export_parts (export_id, part, file_id) select id, 1, file_id from data_exports where file_id is not null`.execute(db);
        await db.schema.alterTable('data_exports').dropColumn('file_id').execute();
        if (dialect === 'postgres') {
          await db.schema
            .createTable('file_chunks')
            .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
            .addColumn('seq', 'integer', (c) => c.notNull())
            .addColumn('bytes', 'bytea', (c) => c.notNull())
            .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
            .execute();
        }
      },
    },
  };
}

/**
 * The columns every request someone decides ends with: its status, when it was made, who decided it, when and with
 * what note, and the Idempotency-Key it was sent with.
 */
const withDecisionColumns = <Table extends string, Columns extends string>(table: CreateTableBuilder<Table, Columns>) =>
  table
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique());

/**
 * Lets these NOT NULL columns of a table take null. PostgreSQL alters them; SQLite cannot, so the table is built again
 * from its own definition with those constraints gone, its rows copied and its indexes made again.
 */
async function relaxColumns(db: AnyDb, dialect: Dialect, table: 'attendance' | 'overtime', columns: readonly string[]) {
  if (dialect === 'postgres') {
    for (const column of columns) await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db);
    return;
  }
  const definition = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  let create = definition.rows[0]!.sql.replace(new RegExp(`^create table "${table}"`, 'i'), 'create table "rebuilt"');
  for (const column of columns) {
    const relaxed = create.replace(new RegExp(`("${column}" [a-z ]+?) not null`, 'i'), '$1');
    if (relaxed === create) throw new Error(`${table}.${column} is not NOT NULL`);
    create = relaxed;
  }
  await sql.raw(create).execute(db);
  await sql`insert into rebuilt select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table rebuilt rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

/** Monday to Friday from start_date to end_date, in SQL (only for rows that predate `working_days`). */
function weekdaysBetween(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`select count(*) from generate_series(start_date::date, end_date::date, interval '1 day') as day where extract(isodow from day) < 6`
    : sql`with recursive days(day) as (select start_date union all select date(day, '+1 day') from days where day < end_date)
          select count(*) from days where strftime('%w', day) not in ('0', '6')`;
}

export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi gagal${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
