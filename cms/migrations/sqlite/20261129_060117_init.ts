import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`projects_floors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`floor_number\` numeric,
  	\`unit_type\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`area\` text,
  	\`price_per_sqft\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_floors_order_idx\` ON \`projects_floors\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_floors_parent_id_idx\` ON \`projects_floors\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_floors_image_image_upload_idx\` ON \`projects_floors\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_payment_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`particulars\` text,
  	\`time\` text,
  	\`installment\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_payment_plan_order_idx\` ON \`projects_payment_plan\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_payment_plan_parent_id_idx\` ON \`projects_payment_plan\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_nearby_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_nearby_locations_order_idx\` ON \`projects_nearby_locations\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_nearby_locations_parent_id_idx\` ON \`projects_nearby_locations\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`upload_id\` integer,
  	\`path\` text,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_images_order_idx\` ON \`projects_images\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_images_parent_id_idx\` ON \`projects_images\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_images_upload_idx\` ON \`projects_images\` (\`upload_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_site_plan_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`upload_id\` integer,
  	\`path\` text,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_site_plan_images_order_idx\` ON \`projects_site_plan_images\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_site_plan_images_parent_id_idx\` ON \`projects_site_plan_images\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_site_plan_images_upload_idx\` ON \`projects_site_plan_images\` (\`upload_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_amenities_order_idx\` ON \`projects_amenities\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_amenities_parent_id_idx\` ON \`projects_amenities\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`projects_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`projects_specifications_order_idx\` ON \`projects_specifications\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`projects_specifications_parent_id_idx\` ON \`projects_specifications\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`edited_by\` text,
  	\`name\` text,
  	\`project_id\` text,
  	\`developer_id\` integer,
  	\`listed_in\` text DEFAULT 'residential',
  	\`property_type\` text,
  	\`project_status\` text,
  	\`possession\` text,
  	\`description\` text,
  	\`price\` text,
  	\`budget_min\` numeric,
  	\`budget_max\` numeric,
  	\`bedrooms\` text,
  	\`area\` text,
  	\`furnishing\` text,
  	\`city\` text,
  	\`localities\` text,
  	\`location\` text,
  	\`coordinates_latitude\` numeric,
  	\`coordinates_longitude\` numeric,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`rera_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`projects__order_idx\` ON \`projects\` (\`_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`projects_project_id_idx\` ON \`projects\` (\`project_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_developer_idx\` ON \`projects\` (\`developer_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_image_image_upload_idx\` ON \`projects\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_projects_v_version_floors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`floor_number\` numeric,
  	\`unit_type\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`area\` text,
  	\`price_per_sqft\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_version_floors_order_idx\` ON \`_projects_v_version_floors\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_floors_parent_id_idx\` ON \`_projects_v_version_floors\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_floors_image_image_upload_idx\` ON \`_projects_v_version_floors\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_projects_v_version_payment_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`particulars\` text,
  	\`time\` text,
  	\`installment\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plan_order_idx\` ON \`_projects_v_version_payment_plan\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_payment_plan_parent_id_idx\` ON \`_projects_v_version_payment_plan\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_projects_v_version_nearby_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_nearby_locations_order_idx\` ON \`_projects_v_version_nearby_locations\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_nearby_locations_parent_id_idx\` ON \`_projects_v_version_nearby_locations\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_projects_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`upload_id\` integer,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_version_images_order_idx\` ON \`_projects_v_version_images\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_images_parent_id_idx\` ON \`_projects_v_version_images\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_images_upload_idx\` ON \`_projects_v_version_images\` (\`upload_id\`);`);
  await db.run(sql`CREATE TABLE \`_projects_v_version_site_plan_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`upload_id\` integer,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_site_plan_images_order_idx\` ON \`_projects_v_version_site_plan_images\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_site_plan_images_parent_id_idx\` ON \`_projects_v_version_site_plan_images\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_site_plan_images_upload_idx\` ON \`_projects_v_version_site_plan_images\` (\`upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_projects_v_version_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_version_amenities_order_idx\` ON \`_projects_v_version_amenities\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_amenities_parent_id_idx\` ON \`_projects_v_version_amenities\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_projects_v_version_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_version_specifications_order_idx\` ON \`_projects_v_version_specifications\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_specifications_parent_id_idx\` ON \`_projects_v_version_specifications\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_edited_by\` text,
  	\`version_name\` text,
  	\`version_project_id\` text,
  	\`version_developer_id\` integer,
  	\`version_listed_in\` text DEFAULT 'residential',
  	\`version_property_type\` text,
  	\`version_project_status\` text,
  	\`version_possession\` text,
  	\`version_description\` text,
  	\`version_price\` text,
  	\`version_budget_min\` numeric,
  	\`version_budget_max\` numeric,
  	\`version_bedrooms\` text,
  	\`version_area\` text,
  	\`version_furnishing\` text,
  	\`version_city\` text,
  	\`version_localities\` text,
  	\`version_location\` text,
  	\`version_coordinates_latitude\` numeric,
  	\`version_coordinates_longitude\` numeric,
  	\`version_image_upload_id\` integer,
  	\`version_image_path\` text,
  	\`version_rera_number\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__order_idx\` ON \`_projects_v\` (\`version__order\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_project_id_idx\` ON \`_projects_v\` (\`version_project_id\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_developer_idx\` ON \`_projects_v\` (\`version_developer_id\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_image_version_image_upload_idx\` ON \`_projects_v\` (\`version_image_upload_id\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`developers_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`developers_categories_order_idx\` ON \`developers_categories\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`developers_categories_parent_idx\` ON \`developers_categories\` (\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`developers_city_presence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`developers_city_presence_order_idx\` ON \`developers_city_presence\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`developers_city_presence_parent_id_idx\` ON \`developers_city_presence\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`developers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`edited_by\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`logo_upload_id\` integer,
  	\`logo_path\` text,
  	\`bg_image_upload_id\` integer,
  	\`bg_image_path\` text,
  	\`total_projects\` numeric,
  	\`ongoing_projects\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bg_image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`developers__order_idx\` ON \`developers\` (\`_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`developers_slug_idx\` ON \`developers\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`developers_logo_logo_upload_idx\` ON \`developers\` (\`logo_upload_id\`);`);
  await db.run(sql`CREATE INDEX \`developers_bg_image_bg_image_upload_idx\` ON \`developers\` (\`bg_image_upload_id\`);`);
  await db.run(sql`CREATE INDEX \`developers_updated_at_idx\` ON \`developers\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`developers_created_at_idx\` ON \`developers\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`developers__status_idx\` ON \`developers\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_developers_v_version_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_developers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_developers_v_version_categories_order_idx\` ON \`_developers_v_version_categories\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_categories_parent_idx\` ON \`_developers_v_version_categories\` (\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_developers_v_version_city_presence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_developers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_developers_v_version_city_presence_order_idx\` ON \`_developers_v_version_city_presence\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_developers_v_version_city_presence_parent_id_idx\` ON \`_developers_v_version_city_presence\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_developers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_edited_by\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_logo_upload_id\` integer,
  	\`version_logo_path\` text,
  	\`version_bg_image_upload_id\` integer,
  	\`version_bg_image_path\` text,
  	\`version_total_projects\` numeric,
  	\`version_ongoing_projects\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_bg_image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_developers_v_parent_idx\` ON \`_developers_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_version__order_idx\` ON \`_developers_v\` (\`version__order\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_version_slug_idx\` ON \`_developers_v\` (\`version_slug\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_logo_version_logo_upload_idx\` ON \`_developers_v\` (\`version_logo_upload_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_developers_v_version_bg_image_version_bg_image_upload_idx\` ON \`_developers_v\` (\`version_bg_image_upload_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_developers_v_version_version_updated_at_idx\` ON \`_developers_v\` (\`version_updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_version_created_at_idx\` ON \`_developers_v\` (\`version_created_at\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_version_version__status_idx\` ON \`_developers_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_created_at_idx\` ON \`_developers_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_updated_at_idx\` ON \`_developers_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_developers_v_latest_idx\` ON \`_developers_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text,
  	\`sizes_full_url\` text,
  	\`sizes_full_width\` numeric,
  	\`sizes_full_height\` numeric,
  	\`sizes_full_mime_type\` text,
  	\`sizes_full_filesize\` numeric,
  	\`sizes_full_filename\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`);
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`);
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`);
  await db.run(sql`CREATE INDEX \`media_sizes_full_sizes_full_filename_idx\` ON \`media\` (\`sizes_full_filename\`);`);
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff_id\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`users_staff_id_idx\` ON \`users\` (\`staff_id\`);`);
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`projects_id\` integer,
  	\`developers_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`developers_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_developers_id_idx\` ON \`payload_locked_documents_rels\` (\`developers_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`);
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`);
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`);
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`home_trending_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`price\` text,
  	\`slug\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`home_trending_projects_order_idx\` ON \`home_trending_projects\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`home_trending_projects_parent_id_idx\` ON \`home_trending_projects\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`home_trending_projects_image_image_upload_idx\` ON \`home_trending_projects\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`home_leading_developers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`url\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`home_leading_developers_order_idx\` ON \`home_leading_developers\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`home_leading_developers_parent_id_idx\` ON \`home_leading_developers\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`home_leading_developers_image_image_upload_idx\` ON \`home_leading_developers\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`home_service_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`slug\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`home_service_tiles_order_idx\` ON \`home_service_tiles\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`home_service_tiles_parent_id_idx\` ON \`home_service_tiles\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`home_service_tiles_image_image_upload_idx\` ON \`home_service_tiles\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_home_v_version_trending_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`price\` text,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_home_v_version_trending_projects_order_idx\` ON \`_home_v_version_trending_projects\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_home_v_version_trending_projects_parent_id_idx\` ON \`_home_v_version_trending_projects\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_home_v_version_trending_projects_image_image_upload_idx\` ON \`_home_v_version_trending_projects\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_home_v_version_leading_developers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_home_v_version_leading_developers_order_idx\` ON \`_home_v_version_leading_developers\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_home_v_version_leading_developers_parent_id_idx\` ON \`_home_v_version_leading_developers\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_home_v_version_leading_developers_image_image_upload_idx\` ON \`_home_v_version_leading_developers\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_home_v_version_service_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_home_v_version_service_tiles_order_idx\` ON \`_home_v_version_service_tiles\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_home_v_version_service_tiles_parent_id_idx\` ON \`_home_v_version_service_tiles\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_home_v_version_service_tiles_image_image_upload_idx\` ON \`_home_v_version_service_tiles\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`about_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`about_core_values_order_idx\` ON \`about_core_values\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`about_core_values_parent_id_idx\` ON \`about_core_values\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`about_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`about_services_order_idx\` ON \`about_services\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`about_services_parent_id_idx\` ON \`about_services\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`about_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`about_reasons_order_idx\` ON \`about_reasons\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`about_reasons_parent_id_idx\` ON \`about_reasons\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`about_agent_registrations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`authority\` text,
  	\`number\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`about_agent_registrations_order_idx\` ON \`about_agent_registrations\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`about_agent_registrations_parent_id_idx\` ON \`about_agent_registrations\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`founder_initials\` text,
  	\`founder_bio\` text,
  	\`mission\` text,
  	\`vision\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_about_v_version_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_about_v_version_core_values_order_idx\` ON \`_about_v_version_core_values\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_version_core_values_parent_id_idx\` ON \`_about_v_version_core_values\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_about_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_about_v_version_services_order_idx\` ON \`_about_v_version_services\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_version_services_parent_id_idx\` ON \`_about_v_version_services\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_about_v_version_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_about_v_version_reasons_order_idx\` ON \`_about_v_version_reasons\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_version_reasons_parent_id_idx\` ON \`_about_v_version_reasons\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_about_v_version_agent_registrations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`authority\` text,
  	\`number\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_about_v_version_agent_registrations_order_idx\` ON \`_about_v_version_agent_registrations\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_about_v_version_agent_registrations_parent_id_idx\` ON \`_about_v_version_agent_registrations\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version_founder_name\` text,
  	\`version_founder_role\` text,
  	\`version_founder_initials\` text,
  	\`version_founder_bio\` text,
  	\`version_mission\` text,
  	\`version_vision\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`places_cities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`name\` text,
  	\`description\` text,
  	\`bounds_south\` numeric,
  	\`bounds_west\` numeric,
  	\`bounds_north\` numeric,
  	\`bounds_east\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`places_cities_order_idx\` ON \`places_cities\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`places_cities_parent_id_idx\` ON \`places_cities\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`places_locality_names\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`places_locality_names_order_idx\` ON \`places_locality_names\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`places_locality_names_parent_id_idx\` ON \`places_locality_names\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`places_top_localities_guide_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places_top_localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`places_top_localities_guide_projects_order_idx\` ON \`places_top_localities_guide_projects\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`places_top_localities_guide_projects_parent_id_idx\` ON \`places_top_localities_guide_projects\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`places_top_localities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`url\` text,
  	\`guide_summary\` text,
  	\`guide_min_price_per_sqft\` numeric,
  	\`guide_max_price_per_sqft\` numeric,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`places_top_localities_order_idx\` ON \`places_top_localities\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`places_top_localities_parent_id_idx\` ON \`places_top_localities\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`places_top_localities_image_image_upload_idx\` ON \`places_top_localities\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`places\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`places__status_idx\` ON \`places\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_places_v_version_cities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`name\` text,
  	\`description\` text,
  	\`bounds_south\` numeric,
  	\`bounds_west\` numeric,
  	\`bounds_north\` numeric,
  	\`bounds_east\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_places_v_version_cities_order_idx\` ON \`_places_v_version_cities\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_places_v_version_cities_parent_id_idx\` ON \`_places_v_version_cities\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_places_v_version_locality_names\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_places_v_version_locality_names_order_idx\` ON \`_places_v_version_locality_names\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_places_v_version_locality_names_parent_id_idx\` ON \`_places_v_version_locality_names\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_places_v_version_top_localities_guide_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v_version_top_localities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_places_v_version_top_localities_guide_projects_order_idx\` ON \`_places_v_version_top_localities_guide_projects\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_places_v_version_top_localities_guide_projects_parent_id_idx\` ON \`_places_v_version_top_localities_guide_projects\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_places_v_version_top_localities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`url\` text,
  	\`guide_summary\` text,
  	\`guide_min_price_per_sqft\` numeric,
  	\`guide_max_price_per_sqft\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_places_v_version_top_localities_order_idx\` ON \`_places_v_version_top_localities\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_places_v_version_top_localities_parent_id_idx\` ON \`_places_v_version_top_localities\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_places_v_version_top_localities_image_image_upload_idx\` ON \`_places_v_version_top_localities\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_places_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_places_v_version_version__status_idx\` ON \`_places_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_places_v_created_at_idx\` ON \`_places_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_places_v_updated_at_idx\` ON \`_places_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_places_v_latest_idx\` ON \`_places_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`time\` text,
  	\`text\` text,
  	\`rating\` numeric,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`testimonials_items_order_idx\` ON \`testimonials_items\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`testimonials_items_parent_id_idx\` ON \`testimonials_items\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`testimonials_items_image_image_upload_idx\` ON \`testimonials_items\` (\`image_upload_id\`);`);
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_testimonials_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`time\` text,
  	\`text\` text,
  	\`rating\` numeric,
  	\`image_upload_id\` integer,
  	\`image_path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_items_order_idx\` ON \`_testimonials_v_version_items\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_items_parent_id_idx\` ON \`_testimonials_v_version_items\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_version_items_image_image_upload_idx\` ON \`_testimonials_v_version_items\` (\`image_upload_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`careers_departments_positions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`location\` text,
  	\`type\` text,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`careers_departments_positions_order_idx\` ON \`careers_departments_positions\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`careers_departments_positions_parent_id_idx\` ON \`careers_departments_positions\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`careers_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`careers_departments_order_idx\` ON \`careers_departments\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`careers_departments_parent_id_idx\` ON \`careers_departments\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`careers__status_idx\` ON \`careers\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_careers_v_version_departments_positions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`location\` text,
  	\`type\` text,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_version_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_careers_v_version_departments_positions_order_idx\` ON \`_careers_v_version_departments_positions\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_careers_v_version_departments_positions_parent_id_idx\` ON \`_careers_v_version_departments_positions\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_careers_v_version_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_careers_v_version_departments_order_idx\` ON \`_careers_v_version_departments\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_careers_v_version_departments_parent_id_idx\` ON \`_careers_v_version_departments\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_careers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_careers_v_version_version__status_idx\` ON \`_careers_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_careers_v_created_at_idx\` ON \`_careers_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_careers_v_updated_at_idx\` ON \`_careers_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_careers_v_latest_idx\` ON \`_careers_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`landing_segments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`noun\` text,
  	\`query\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`landing_segments_order_idx\` ON \`landing_segments\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`landing_segments_parent_id_idx\` ON \`landing_segments\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`landing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`landing__status_idx\` ON \`landing\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_landing_v_version_segments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`noun\` text,
  	\`query\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_landing_v_version_segments_order_idx\` ON \`_landing_v_version_segments\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_landing_v_version_segments_parent_id_idx\` ON \`_landing_v_version_segments\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_landing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_landing_v_version_version__status_idx\` ON \`_landing_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_landing_v_created_at_idx\` ON \`_landing_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_landing_v_updated_at_idx\` ON \`_landing_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_landing_v_latest_idx\` ON \`_landing_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`search_entries_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`search_entries_keywords_order_idx\` ON \`search_entries_keywords\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`search_entries_keywords_parent_id_idx\` ON \`search_entries_keywords\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`search_entries_order_idx\` ON \`search_entries\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`search_entries_parent_id_idx\` ON \`search_entries\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`search__status_idx\` ON \`search\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_search_v_version_entries_keywords\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_search_v_version_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_search_v_version_entries_keywords_order_idx\` ON \`_search_v_version_entries_keywords\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_search_v_version_entries_keywords_parent_id_idx\` ON \`_search_v_version_entries_keywords\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_search_v_version_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_search_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_search_v_version_entries_order_idx\` ON \`_search_v_version_entries\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`_search_v_version_entries_parent_id_idx\` ON \`_search_v_version_entries\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_search_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `);
  await db.run(sql`CREATE INDEX \`_search_v_version_version__status_idx\` ON \`_search_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_search_v_created_at_idx\` ON \`_search_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_search_v_updated_at_idx\` ON \`_search_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_search_v_latest_idx\` ON \`_search_v\` (\`latest\`);`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`projects_floors\`;`);
  await db.run(sql`DROP TABLE \`projects_payment_plan\`;`);
  await db.run(sql`DROP TABLE \`projects_nearby_locations\`;`);
  await db.run(sql`DROP TABLE \`projects_images\`;`);
  await db.run(sql`DROP TABLE \`projects_site_plan_images\`;`);
  await db.run(sql`DROP TABLE \`projects_amenities\`;`);
  await db.run(sql`DROP TABLE \`projects_specifications\`;`);
  await db.run(sql`DROP TABLE \`projects\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_floors\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_payment_plan\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_nearby_locations\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_images\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_site_plan_images\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_amenities\`;`);
  await db.run(sql`DROP TABLE \`_projects_v_version_specifications\`;`);
  await db.run(sql`DROP TABLE \`_projects_v\`;`);
  await db.run(sql`DROP TABLE \`developers_categories\`;`);
  await db.run(sql`DROP TABLE \`developers_city_presence\`;`);
  await db.run(sql`DROP TABLE \`developers\`;`);
  await db.run(sql`DROP TABLE \`_developers_v_version_categories\`;`);
  await db.run(sql`DROP TABLE \`_developers_v_version_city_presence\`;`);
  await db.run(sql`DROP TABLE \`_developers_v\`;`);
  await db.run(sql`DROP TABLE \`media\`;`);
  await db.run(sql`DROP TABLE \`users\`;`);
  await db.run(sql`DROP TABLE \`payload_kv\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_migrations\`;`);
  await db.run(sql`DROP TABLE \`home_trending_projects\`;`);
  await db.run(sql`DROP TABLE \`home_leading_developers\`;`);
  await db.run(sql`DROP TABLE \`home_service_tiles\`;`);
  await db.run(sql`DROP TABLE \`home\`;`);
  await db.run(sql`DROP TABLE \`_home_v_version_trending_projects\`;`);
  await db.run(sql`DROP TABLE \`_home_v_version_leading_developers\`;`);
  await db.run(sql`DROP TABLE \`_home_v_version_service_tiles\`;`);
  await db.run(sql`DROP TABLE \`_home_v\`;`);
  await db.run(sql`DROP TABLE \`about_core_values\`;`);
  await db.run(sql`DROP TABLE \`about_services\`;`);
  await db.run(sql`DROP TABLE \`about_reasons\`;`);
  await db.run(sql`DROP TABLE \`about_agent_registrations\`;`);
  await db.run(sql`DROP TABLE \`about\`;`);
  await db.run(sql`DROP TABLE \`_about_v_version_core_values\`;`);
  await db.run(sql`DROP TABLE \`_about_v_version_services\`;`);
  await db.run(sql`DROP TABLE \`_about_v_version_reasons\`;`);
  await db.run(sql`DROP TABLE \`_about_v_version_agent_registrations\`;`);
  await db.run(sql`DROP TABLE \`_about_v\`;`);
  await db.run(sql`DROP TABLE \`places_cities\`;`);
  await db.run(sql`DROP TABLE \`places_locality_names\`;`);
  await db.run(sql`DROP TABLE \`places_top_localities_guide_projects\`;`);
  await db.run(sql`DROP TABLE \`places_top_localities\`;`);
  await db.run(sql`DROP TABLE \`places\`;`);
  await db.run(sql`DROP TABLE \`_places_v_version_cities\`;`);
  await db.run(sql`DROP TABLE \`_places_v_version_locality_names\`;`);
  await db.run(sql`DROP TABLE \`_places_v_version_top_localities_guide_projects\`;`);
  await db.run(sql`DROP TABLE \`_places_v_version_top_localities\`;`);
  await db.run(sql`DROP TABLE \`_places_v\`;`);
  await db.run(sql`DROP TABLE \`testimonials_items\`;`);
  await db.run(sql`DROP TABLE \`testimonials\`;`);
  await db.run(sql`DROP TABLE \`_testimonials_v_version_items\`;`);
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`);
  await db.run(sql`DROP TABLE \`careers_departments_positions\`;`);
  await db.run(sql`DROP TABLE \`careers_departments\`;`);
  await db.run(sql`DROP TABLE \`careers\`;`);
  await db.run(sql`DROP TABLE \`_careers_v_version_departments_positions\`;`);
  await db.run(sql`DROP TABLE \`_careers_v_version_departments\`;`);
  await db.run(sql`DROP TABLE \`_careers_v\`;`);
  await db.run(sql`DROP TABLE \`landing_segments\`;`);
  await db.run(sql`DROP TABLE \`landing\`;`);
  await db.run(sql`DROP TABLE \`_landing_v_version_segments\`;`);
  await db.run(sql`DROP TABLE \`_landing_v\`;`);
  await db.run(sql`DROP TABLE \`search_entries_keywords\`;`);
  await db.run(sql`DROP TABLE \`search_entries\`;`);
  await db.run(sql`DROP TABLE \`search\`;`);
  await db.run(sql`DROP TABLE \`_search_v_version_entries_keywords\`;`);
  await db.run(sql`DROP TABLE \`_search_v_version_entries\`;`);
  await db.run(sql`DROP TABLE \`_search_v\`;`);
}
