import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The editor's tables live in their own schema; the site's (Prisma's) stay in "public".
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "payload";`);
  await db.execute(sql`
   CREATE TYPE "payload"."enum_projects_listed_in" AS ENUM('residential', 'commercial');
  CREATE TYPE "payload"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__projects_v_version_listed_in" AS ENUM('residential', 'commercial');
  CREATE TYPE "payload"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_developers_categories" AS ENUM('residential', 'commercial', 'plots', 'sco');
  CREATE TYPE "payload"."enum_developers_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__developers_v_version_categories" AS ENUM('residential', 'commercial', 'plots', 'sco');
  CREATE TYPE "payload"."enum__developers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "payload"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "payload"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "payload"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_about_agent_registrations_authority" AS ENUM('HARERA', 'UP-RERA', 'Delhi RERA');
  CREATE TYPE "payload"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__about_v_version_agent_registrations_authority" AS ENUM('HARERA', 'UP-RERA', 'Delhi RERA');
  CREATE TYPE "payload"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_places_cities_slug" AS ENUM('gurgaon', 'delhi', 'noida');
  CREATE TYPE "payload"."enum_places_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__places_v_version_cities_slug" AS ENUM('gurgaon', 'delhi', 'noida');
  CREATE TYPE "payload"."enum__places_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_careers_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__careers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_search_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__search_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "payload"."projects_floors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"floor_number" numeric,
  	"unit_type" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"area" varchar,
  	"price_per_sqft" varchar
  );
  
  CREATE TABLE "payload"."projects_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"particulars" varchar,
  	"time" varchar,
  	"installment" varchar
  );
  
  CREATE TABLE "payload"."projects_nearby_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."projects_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"upload_id" integer,
  	"path" varchar
  );
  
  CREATE TABLE "payload"."projects_site_plan_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"upload_id" integer,
  	"path" varchar
  );
  
  CREATE TABLE "payload"."projects_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."projects_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"edited_by" varchar,
  	"name" varchar,
  	"project_id" varchar,
  	"developer_id" integer,
  	"listed_in" "payload"."enum_projects_listed_in" DEFAULT 'residential',
  	"property_type" varchar,
  	"project_status" varchar,
  	"possession" varchar,
  	"description" varchar,
  	"price" varchar,
  	"budget_min" numeric,
  	"budget_max" numeric,
  	"bedrooms" varchar,
  	"area" varchar,
  	"furnishing" varchar,
  	"city" varchar,
  	"localities" varchar,
  	"location" varchar,
  	"coordinates_latitude" numeric,
  	"coordinates_longitude" numeric,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"rera_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_projects_v_version_floors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"floor_number" numeric,
  	"unit_type" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"area" varchar,
  	"price_per_sqft" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"particulars" varchar,
  	"time" varchar,
  	"installment" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_nearby_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"upload_id" integer,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_site_plan_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"upload_id" integer,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v_version_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_edited_by" varchar,
  	"version_name" varchar,
  	"version_project_id" varchar,
  	"version_developer_id" integer,
  	"version_listed_in" "payload"."enum__projects_v_version_listed_in" DEFAULT 'residential',
  	"version_property_type" varchar,
  	"version_project_status" varchar,
  	"version_possession" varchar,
  	"version_description" varchar,
  	"version_price" varchar,
  	"version_budget_min" numeric,
  	"version_budget_max" numeric,
  	"version_bedrooms" varchar,
  	"version_area" varchar,
  	"version_furnishing" varchar,
  	"version_city" varchar,
  	"version_localities" varchar,
  	"version_location" varchar,
  	"version_coordinates_latitude" numeric,
  	"version_coordinates_longitude" numeric,
  	"version_image_upload_id" integer,
  	"version_image_path" varchar,
  	"version_rera_number" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."developers_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_developers_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."developers_city_presence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."developers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"edited_by" varchar,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"logo_upload_id" integer,
  	"logo_path" varchar,
  	"bg_image_upload_id" integer,
  	"bg_image_path" varchar,
  	"total_projects" numeric,
  	"ongoing_projects" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_developers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_developers_v_version_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__developers_v_version_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_developers_v_version_city_presence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_developers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_edited_by" varchar,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_logo_upload_id" integer,
  	"version_logo_path" varchar,
  	"version_bg_image_upload_id" integer,
  	"version_bg_image_path" varchar,
  	"version_total_projects" numeric,
  	"version_ongoing_projects" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__developers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar,
  	"sizes_full_url" varchar,
  	"sizes_full_width" numeric,
  	"sizes_full_height" numeric,
  	"sizes_full_mime_type" varchar,
  	"sizes_full_filesize" numeric,
  	"sizes_full_filename" varchar
  );
  
  CREATE TABLE "payload"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "payload"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "payload"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "payload"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"projects_id" integer,
  	"developers_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."home_trending_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"price" varchar,
  	"slug" varchar
  );
  
  CREATE TABLE "payload"."home_leading_developers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "payload"."home_service_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"slug" varchar
  );
  
  CREATE TABLE "payload"."home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_home_v_version_trending_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"price" varchar,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_home_v_version_leading_developers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_home_v_version_service_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."about_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."about_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."about_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."about_agent_registrations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"authority" "payload"."enum_about_agent_registrations_authority",
  	"number" varchar
  );
  
  CREATE TABLE "payload"."about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"founder_name" varchar,
  	"founder_role" varchar,
  	"founder_initials" varchar,
  	"founder_bio" varchar,
  	"mission" varchar,
  	"vision" varchar,
  	"_status" "payload"."enum_about_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_about_v_version_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v_version_agent_registrations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"authority" "payload"."enum__about_v_version_agent_registrations_authority",
  	"number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version_founder_name" varchar,
  	"version_founder_role" varchar,
  	"version_founder_initials" varchar,
  	"version_founder_bio" varchar,
  	"version_mission" varchar,
  	"version_vision" varchar,
  	"version__status" "payload"."enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."places_cities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" "payload"."enum_places_cities_slug",
  	"name" varchar,
  	"description" varchar,
  	"bounds_south" numeric,
  	"bounds_west" numeric,
  	"bounds_north" numeric,
  	"bounds_east" numeric
  );
  
  CREATE TABLE "payload"."places_locality_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."places_top_localities_guide_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."places_top_localities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"url" varchar,
  	"guide_summary" varchar,
  	"guide_min_price_per_sqft" numeric,
  	"guide_max_price_per_sqft" numeric
  );
  
  CREATE TABLE "payload"."places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_places_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_places_v_version_cities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "payload"."enum__places_v_version_cities_slug",
  	"name" varchar,
  	"description" varchar,
  	"bounds_south" numeric,
  	"bounds_west" numeric,
  	"bounds_north" numeric,
  	"bounds_east" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_places_v_version_locality_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_places_v_version_top_localities_guide_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_places_v_version_top_localities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"url" varchar,
  	"guide_summary" varchar,
  	"guide_min_price_per_sqft" numeric,
  	"guide_max_price_per_sqft" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_places_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__places_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"time" varchar,
  	"text" varchar,
  	"rating" numeric,
  	"image_upload_id" integer,
  	"image_path" varchar
  );
  
  CREATE TABLE "payload"."testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_testimonials_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_testimonials_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"time" varchar,
  	"text" varchar,
  	"rating" numeric,
  	"image_upload_id" integer,
  	"image_path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__testimonials_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."careers_departments_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"location" varchar,
  	"type" varchar,
  	"summary" varchar
  );
  
  CREATE TABLE "payload"."careers_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "payload"."careers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_careers_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_careers_v_version_departments_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"location" varchar,
  	"type" varchar,
  	"summary" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_careers_v_version_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_careers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__careers_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."landing_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"noun" varchar,
  	"query" jsonb
  );
  
  CREATE TABLE "payload"."landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_landing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_landing_v_version_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"noun" varchar,
  	"query" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__landing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."search_entries_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "payload"."search_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"path" varchar
  );
  
  CREATE TABLE "payload"."search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "payload"."enum_search_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."_search_v_version_entries_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_search_v_version_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_search_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "payload"."enum__search_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload"."projects_floors" ADD CONSTRAINT "projects_floors_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."projects_floors" ADD CONSTRAINT "projects_floors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_payment_plan" ADD CONSTRAINT "projects_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_nearby_locations" ADD CONSTRAINT "projects_nearby_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_images" ADD CONSTRAINT "projects_images_upload_id_media_id_fk" FOREIGN KEY ("upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."projects_images" ADD CONSTRAINT "projects_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_site_plan_images" ADD CONSTRAINT "projects_site_plan_images_upload_id_media_id_fk" FOREIGN KEY ("upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."projects_site_plan_images" ADD CONSTRAINT "projects_site_plan_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_amenities" ADD CONSTRAINT "projects_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects_specifications" ADD CONSTRAINT "projects_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "payload"."developers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."projects" ADD CONSTRAINT "projects_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_floors" ADD CONSTRAINT "_projects_v_version_floors_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_floors" ADD CONSTRAINT "_projects_v_version_floors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_payment_plan" ADD CONSTRAINT "_projects_v_version_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_nearby_locations" ADD CONSTRAINT "_projects_v_version_nearby_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_images" ADD CONSTRAINT "_projects_v_version_images_upload_id_media_id_fk" FOREIGN KEY ("upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_images" ADD CONSTRAINT "_projects_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_site_plan_images" ADD CONSTRAINT "_projects_v_version_site_plan_images_upload_id_media_id_fk" FOREIGN KEY ("upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_site_plan_images" ADD CONSTRAINT "_projects_v_version_site_plan_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_amenities" ADD CONSTRAINT "_projects_v_version_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v_version_specifications" ADD CONSTRAINT "_projects_v_version_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v" ADD CONSTRAINT "_projects_v_version_developer_id_developers_id_fk" FOREIGN KEY ("version_developer_id") REFERENCES "payload"."developers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_projects_v" ADD CONSTRAINT "_projects_v_version_image_upload_id_media_id_fk" FOREIGN KEY ("version_image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."developers_categories" ADD CONSTRAINT "developers_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."developers_city_presence" ADD CONSTRAINT "developers_city_presence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."developers" ADD CONSTRAINT "developers_logo_upload_id_media_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."developers" ADD CONSTRAINT "developers_bg_image_upload_id_media_id_fk" FOREIGN KEY ("bg_image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_developers_v_version_categories" ADD CONSTRAINT "_developers_v_version_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_developers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_developers_v_version_city_presence" ADD CONSTRAINT "_developers_v_version_city_presence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_developers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_developers_v" ADD CONSTRAINT "_developers_v_parent_id_developers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."developers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_developers_v" ADD CONSTRAINT "_developers_v_version_logo_upload_id_media_id_fk" FOREIGN KEY ("version_logo_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_developers_v" ADD CONSTRAINT "_developers_v_version_bg_image_upload_id_media_id_fk" FOREIGN KEY ("version_bg_image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "payload"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_developers_fk" FOREIGN KEY ("developers_id") REFERENCES "payload"."developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "payload"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_trending_projects" ADD CONSTRAINT "home_trending_projects_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."home_trending_projects" ADD CONSTRAINT "home_trending_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_leading_developers" ADD CONSTRAINT "home_leading_developers_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."home_leading_developers" ADD CONSTRAINT "home_leading_developers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_service_tiles" ADD CONSTRAINT "home_service_tiles_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."home_service_tiles" ADD CONSTRAINT "home_service_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_trending_projects" ADD CONSTRAINT "_home_v_version_trending_projects_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_trending_projects" ADD CONSTRAINT "_home_v_version_trending_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_leading_developers" ADD CONSTRAINT "_home_v_version_leading_developers_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_leading_developers" ADD CONSTRAINT "_home_v_version_leading_developers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_service_tiles" ADD CONSTRAINT "_home_v_version_service_tiles_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_service_tiles" ADD CONSTRAINT "_home_v_version_service_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_core_values" ADD CONSTRAINT "about_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_services" ADD CONSTRAINT "about_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_reasons" ADD CONSTRAINT "about_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_agent_registrations" ADD CONSTRAINT "about_agent_registrations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_core_values" ADD CONSTRAINT "_about_v_version_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_services" ADD CONSTRAINT "_about_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_reasons" ADD CONSTRAINT "_about_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_agent_registrations" ADD CONSTRAINT "_about_v_version_agent_registrations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."places_cities" ADD CONSTRAINT "places_cities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."places_locality_names" ADD CONSTRAINT "places_locality_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."places_top_localities_guide_projects" ADD CONSTRAINT "places_top_localities_guide_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."places_top_localities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."places_top_localities" ADD CONSTRAINT "places_top_localities_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."places_top_localities" ADD CONSTRAINT "places_top_localities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_places_v_version_cities" ADD CONSTRAINT "_places_v_version_cities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_places_v_version_locality_names" ADD CONSTRAINT "_places_v_version_locality_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_places_v_version_top_localities_guide_projects" ADD CONSTRAINT "_places_v_version_top_localities_guide_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_places_v_version_top_localities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_places_v_version_top_localities" ADD CONSTRAINT "_places_v_version_top_localities_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_places_v_version_top_localities" ADD CONSTRAINT "_places_v_version_top_localities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."testimonials_items" ADD CONSTRAINT "testimonials_items_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."testimonials_items" ADD CONSTRAINT "testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_testimonials_v_version_items" ADD CONSTRAINT "_testimonials_v_version_items_image_upload_id_media_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_testimonials_v_version_items" ADD CONSTRAINT "_testimonials_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."careers_departments_positions" ADD CONSTRAINT "careers_departments_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."careers_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."careers_departments" ADD CONSTRAINT "careers_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_careers_v_version_departments_positions" ADD CONSTRAINT "_careers_v_version_departments_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_careers_v_version_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_careers_v_version_departments" ADD CONSTRAINT "_careers_v_version_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."landing_segments" ADD CONSTRAINT "landing_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_landing_v_version_segments" ADD CONSTRAINT "_landing_v_version_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."search_entries_keywords" ADD CONSTRAINT "search_entries_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."search_entries" ADD CONSTRAINT "search_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_search_v_version_entries_keywords" ADD CONSTRAINT "_search_v_version_entries_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_search_v_version_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_search_v_version_entries" ADD CONSTRAINT "_search_v_version_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_search_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_floors_order_idx" ON "payload"."projects_floors" USING btree ("_order");
  CREATE INDEX "projects_floors_parent_id_idx" ON "payload"."projects_floors" USING btree ("_parent_id");
  CREATE INDEX "projects_floors_image_image_upload_idx" ON "payload"."projects_floors" USING btree ("image_upload_id");
  CREATE INDEX "projects_payment_plan_order_idx" ON "payload"."projects_payment_plan" USING btree ("_order");
  CREATE INDEX "projects_payment_plan_parent_id_idx" ON "payload"."projects_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "projects_nearby_locations_order_idx" ON "payload"."projects_nearby_locations" USING btree ("_order");
  CREATE INDEX "projects_nearby_locations_parent_id_idx" ON "payload"."projects_nearby_locations" USING btree ("_parent_id");
  CREATE INDEX "projects_images_order_idx" ON "payload"."projects_images" USING btree ("_order");
  CREATE INDEX "projects_images_parent_id_idx" ON "payload"."projects_images" USING btree ("_parent_id");
  CREATE INDEX "projects_images_upload_idx" ON "payload"."projects_images" USING btree ("upload_id");
  CREATE INDEX "projects_site_plan_images_order_idx" ON "payload"."projects_site_plan_images" USING btree ("_order");
  CREATE INDEX "projects_site_plan_images_parent_id_idx" ON "payload"."projects_site_plan_images" USING btree ("_parent_id");
  CREATE INDEX "projects_site_plan_images_upload_idx" ON "payload"."projects_site_plan_images" USING btree ("upload_id");
  CREATE INDEX "projects_amenities_order_idx" ON "payload"."projects_amenities" USING btree ("_order");
  CREATE INDEX "projects_amenities_parent_id_idx" ON "payload"."projects_amenities" USING btree ("_parent_id");
  CREATE INDEX "projects_specifications_order_idx" ON "payload"."projects_specifications" USING btree ("_order");
  CREATE INDEX "projects_specifications_parent_id_idx" ON "payload"."projects_specifications" USING btree ("_parent_id");
  CREATE INDEX "projects__order_idx" ON "payload"."projects" USING btree ("_order");
  CREATE UNIQUE INDEX "projects_project_id_idx" ON "payload"."projects" USING btree ("project_id");
  CREATE INDEX "projects_developer_idx" ON "payload"."projects" USING btree ("developer_id");
  CREATE INDEX "projects_image_image_upload_idx" ON "payload"."projects" USING btree ("image_upload_id");
  CREATE INDEX "projects_updated_at_idx" ON "payload"."projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "payload"."projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "payload"."projects" USING btree ("_status");
  CREATE INDEX "_projects_v_version_floors_order_idx" ON "payload"."_projects_v_version_floors" USING btree ("_order");
  CREATE INDEX "_projects_v_version_floors_parent_id_idx" ON "payload"."_projects_v_version_floors" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_floors_image_image_upload_idx" ON "payload"."_projects_v_version_floors" USING btree ("image_upload_id");
  CREATE INDEX "_projects_v_version_payment_plan_order_idx" ON "payload"."_projects_v_version_payment_plan" USING btree ("_order");
  CREATE INDEX "_projects_v_version_payment_plan_parent_id_idx" ON "payload"."_projects_v_version_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_nearby_locations_order_idx" ON "payload"."_projects_v_version_nearby_locations" USING btree ("_order");
  CREATE INDEX "_projects_v_version_nearby_locations_parent_id_idx" ON "payload"."_projects_v_version_nearby_locations" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_images_order_idx" ON "payload"."_projects_v_version_images" USING btree ("_order");
  CREATE INDEX "_projects_v_version_images_parent_id_idx" ON "payload"."_projects_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_images_upload_idx" ON "payload"."_projects_v_version_images" USING btree ("upload_id");
  CREATE INDEX "_projects_v_version_site_plan_images_order_idx" ON "payload"."_projects_v_version_site_plan_images" USING btree ("_order");
  CREATE INDEX "_projects_v_version_site_plan_images_parent_id_idx" ON "payload"."_projects_v_version_site_plan_images" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_site_plan_images_upload_idx" ON "payload"."_projects_v_version_site_plan_images" USING btree ("upload_id");
  CREATE INDEX "_projects_v_version_amenities_order_idx" ON "payload"."_projects_v_version_amenities" USING btree ("_order");
  CREATE INDEX "_projects_v_version_amenities_parent_id_idx" ON "payload"."_projects_v_version_amenities" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_specifications_order_idx" ON "payload"."_projects_v_version_specifications" USING btree ("_order");
  CREATE INDEX "_projects_v_version_specifications_parent_id_idx" ON "payload"."_projects_v_version_specifications" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "payload"."_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version__order_idx" ON "payload"."_projects_v" USING btree ("version__order");
  CREATE INDEX "_projects_v_version_version_project_id_idx" ON "payload"."_projects_v" USING btree ("version_project_id");
  CREATE INDEX "_projects_v_version_version_developer_idx" ON "payload"."_projects_v" USING btree ("version_developer_id");
  CREATE INDEX "_projects_v_version_image_version_image_upload_idx" ON "payload"."_projects_v" USING btree ("version_image_upload_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "payload"."_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "payload"."_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "payload"."_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "payload"."_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "payload"."_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "payload"."_projects_v" USING btree ("latest");
  CREATE INDEX "developers_categories_order_idx" ON "payload"."developers_categories" USING btree ("order");
  CREATE INDEX "developers_categories_parent_idx" ON "payload"."developers_categories" USING btree ("parent_id");
  CREATE INDEX "developers_city_presence_order_idx" ON "payload"."developers_city_presence" USING btree ("_order");
  CREATE INDEX "developers_city_presence_parent_id_idx" ON "payload"."developers_city_presence" USING btree ("_parent_id");
  CREATE INDEX "developers__order_idx" ON "payload"."developers" USING btree ("_order");
  CREATE UNIQUE INDEX "developers_slug_idx" ON "payload"."developers" USING btree ("slug");
  CREATE INDEX "developers_logo_logo_upload_idx" ON "payload"."developers" USING btree ("logo_upload_id");
  CREATE INDEX "developers_bg_image_bg_image_upload_idx" ON "payload"."developers" USING btree ("bg_image_upload_id");
  CREATE INDEX "developers_updated_at_idx" ON "payload"."developers" USING btree ("updated_at");
  CREATE INDEX "developers_created_at_idx" ON "payload"."developers" USING btree ("created_at");
  CREATE INDEX "developers__status_idx" ON "payload"."developers" USING btree ("_status");
  CREATE INDEX "_developers_v_version_categories_order_idx" ON "payload"."_developers_v_version_categories" USING btree ("order");
  CREATE INDEX "_developers_v_version_categories_parent_idx" ON "payload"."_developers_v_version_categories" USING btree ("parent_id");
  CREATE INDEX "_developers_v_version_city_presence_order_idx" ON "payload"."_developers_v_version_city_presence" USING btree ("_order");
  CREATE INDEX "_developers_v_version_city_presence_parent_id_idx" ON "payload"."_developers_v_version_city_presence" USING btree ("_parent_id");
  CREATE INDEX "_developers_v_parent_idx" ON "payload"."_developers_v" USING btree ("parent_id");
  CREATE INDEX "_developers_v_version_version__order_idx" ON "payload"."_developers_v" USING btree ("version__order");
  CREATE INDEX "_developers_v_version_version_slug_idx" ON "payload"."_developers_v" USING btree ("version_slug");
  CREATE INDEX "_developers_v_version_logo_version_logo_upload_idx" ON "payload"."_developers_v" USING btree ("version_logo_upload_id");
  CREATE INDEX "_developers_v_version_bg_image_version_bg_image_upload_idx" ON "payload"."_developers_v" USING btree ("version_bg_image_upload_id");
  CREATE INDEX "_developers_v_version_version_updated_at_idx" ON "payload"."_developers_v" USING btree ("version_updated_at");
  CREATE INDEX "_developers_v_version_version_created_at_idx" ON "payload"."_developers_v" USING btree ("version_created_at");
  CREATE INDEX "_developers_v_version_version__status_idx" ON "payload"."_developers_v" USING btree ("version__status");
  CREATE INDEX "_developers_v_created_at_idx" ON "payload"."_developers_v" USING btree ("created_at");
  CREATE INDEX "_developers_v_updated_at_idx" ON "payload"."_developers_v" USING btree ("updated_at");
  CREATE INDEX "_developers_v_latest_idx" ON "payload"."_developers_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "payload"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "payload"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "payload"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "payload"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "payload"."media" USING btree ("sizes_wide_filename");
  CREATE INDEX "media_sizes_full_sizes_full_filename_idx" ON "payload"."media" USING btree ("sizes_full_filename");
  CREATE UNIQUE INDEX "users_staff_id_idx" ON "payload"."users" USING btree ("staff_id");
  CREATE INDEX "users_updated_at_idx" ON "payload"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "payload"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_developers_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("developers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_trending_projects_order_idx" ON "payload"."home_trending_projects" USING btree ("_order");
  CREATE INDEX "home_trending_projects_parent_id_idx" ON "payload"."home_trending_projects" USING btree ("_parent_id");
  CREATE INDEX "home_trending_projects_image_image_upload_idx" ON "payload"."home_trending_projects" USING btree ("image_upload_id");
  CREATE INDEX "home_leading_developers_order_idx" ON "payload"."home_leading_developers" USING btree ("_order");
  CREATE INDEX "home_leading_developers_parent_id_idx" ON "payload"."home_leading_developers" USING btree ("_parent_id");
  CREATE INDEX "home_leading_developers_image_image_upload_idx" ON "payload"."home_leading_developers" USING btree ("image_upload_id");
  CREATE INDEX "home_service_tiles_order_idx" ON "payload"."home_service_tiles" USING btree ("_order");
  CREATE INDEX "home_service_tiles_parent_id_idx" ON "payload"."home_service_tiles" USING btree ("_parent_id");
  CREATE INDEX "home_service_tiles_image_image_upload_idx" ON "payload"."home_service_tiles" USING btree ("image_upload_id");
  CREATE INDEX "home__status_idx" ON "payload"."home" USING btree ("_status");
  CREATE INDEX "_home_v_version_trending_projects_order_idx" ON "payload"."_home_v_version_trending_projects" USING btree ("_order");
  CREATE INDEX "_home_v_version_trending_projects_parent_id_idx" ON "payload"."_home_v_version_trending_projects" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_trending_projects_image_image_upload_idx" ON "payload"."_home_v_version_trending_projects" USING btree ("image_upload_id");
  CREATE INDEX "_home_v_version_leading_developers_order_idx" ON "payload"."_home_v_version_leading_developers" USING btree ("_order");
  CREATE INDEX "_home_v_version_leading_developers_parent_id_idx" ON "payload"."_home_v_version_leading_developers" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_leading_developers_image_image_upload_idx" ON "payload"."_home_v_version_leading_developers" USING btree ("image_upload_id");
  CREATE INDEX "_home_v_version_service_tiles_order_idx" ON "payload"."_home_v_version_service_tiles" USING btree ("_order");
  CREATE INDEX "_home_v_version_service_tiles_parent_id_idx" ON "payload"."_home_v_version_service_tiles" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_service_tiles_image_image_upload_idx" ON "payload"."_home_v_version_service_tiles" USING btree ("image_upload_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "payload"."_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "payload"."_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "payload"."_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "payload"."_home_v" USING btree ("latest");
  CREATE INDEX "about_core_values_order_idx" ON "payload"."about_core_values" USING btree ("_order");
  CREATE INDEX "about_core_values_parent_id_idx" ON "payload"."about_core_values" USING btree ("_parent_id");
  CREATE INDEX "about_services_order_idx" ON "payload"."about_services" USING btree ("_order");
  CREATE INDEX "about_services_parent_id_idx" ON "payload"."about_services" USING btree ("_parent_id");
  CREATE INDEX "about_reasons_order_idx" ON "payload"."about_reasons" USING btree ("_order");
  CREATE INDEX "about_reasons_parent_id_idx" ON "payload"."about_reasons" USING btree ("_parent_id");
  CREATE INDEX "about_agent_registrations_order_idx" ON "payload"."about_agent_registrations" USING btree ("_order");
  CREATE INDEX "about_agent_registrations_parent_id_idx" ON "payload"."about_agent_registrations" USING btree ("_parent_id");
  CREATE INDEX "about__status_idx" ON "payload"."about" USING btree ("_status");
  CREATE INDEX "_about_v_version_core_values_order_idx" ON "payload"."_about_v_version_core_values" USING btree ("_order");
  CREATE INDEX "_about_v_version_core_values_parent_id_idx" ON "payload"."_about_v_version_core_values" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_services_order_idx" ON "payload"."_about_v_version_services" USING btree ("_order");
  CREATE INDEX "_about_v_version_services_parent_id_idx" ON "payload"."_about_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_reasons_order_idx" ON "payload"."_about_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_about_v_version_reasons_parent_id_idx" ON "payload"."_about_v_version_reasons" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_agent_registrations_order_idx" ON "payload"."_about_v_version_agent_registrations" USING btree ("_order");
  CREATE INDEX "_about_v_version_agent_registrations_parent_id_idx" ON "payload"."_about_v_version_agent_registrations" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "payload"."_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "payload"."_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "payload"."_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_latest_idx" ON "payload"."_about_v" USING btree ("latest");
  CREATE INDEX "places_cities_order_idx" ON "payload"."places_cities" USING btree ("_order");
  CREATE INDEX "places_cities_parent_id_idx" ON "payload"."places_cities" USING btree ("_parent_id");
  CREATE INDEX "places_locality_names_order_idx" ON "payload"."places_locality_names" USING btree ("_order");
  CREATE INDEX "places_locality_names_parent_id_idx" ON "payload"."places_locality_names" USING btree ("_parent_id");
  CREATE INDEX "places_top_localities_guide_projects_order_idx" ON "payload"."places_top_localities_guide_projects" USING btree ("_order");
  CREATE INDEX "places_top_localities_guide_projects_parent_id_idx" ON "payload"."places_top_localities_guide_projects" USING btree ("_parent_id");
  CREATE INDEX "places_top_localities_order_idx" ON "payload"."places_top_localities" USING btree ("_order");
  CREATE INDEX "places_top_localities_parent_id_idx" ON "payload"."places_top_localities" USING btree ("_parent_id");
  CREATE INDEX "places_top_localities_image_image_upload_idx" ON "payload"."places_top_localities" USING btree ("image_upload_id");
  CREATE INDEX "places__status_idx" ON "payload"."places" USING btree ("_status");
  CREATE INDEX "_places_v_version_cities_order_idx" ON "payload"."_places_v_version_cities" USING btree ("_order");
  CREATE INDEX "_places_v_version_cities_parent_id_idx" ON "payload"."_places_v_version_cities" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_locality_names_order_idx" ON "payload"."_places_v_version_locality_names" USING btree ("_order");
  CREATE INDEX "_places_v_version_locality_names_parent_id_idx" ON "payload"."_places_v_version_locality_names" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_top_localities_guide_projects_order_idx" ON "payload"."_places_v_version_top_localities_guide_projects" USING btree ("_order");
  CREATE INDEX "_places_v_version_top_localities_guide_projects_parent_id_idx" ON "payload"."_places_v_version_top_localities_guide_projects" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_top_localities_order_idx" ON "payload"."_places_v_version_top_localities" USING btree ("_order");
  CREATE INDEX "_places_v_version_top_localities_parent_id_idx" ON "payload"."_places_v_version_top_localities" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_top_localities_image_image_upload_idx" ON "payload"."_places_v_version_top_localities" USING btree ("image_upload_id");
  CREATE INDEX "_places_v_version_version__status_idx" ON "payload"."_places_v" USING btree ("version__status");
  CREATE INDEX "_places_v_created_at_idx" ON "payload"."_places_v" USING btree ("created_at");
  CREATE INDEX "_places_v_updated_at_idx" ON "payload"."_places_v" USING btree ("updated_at");
  CREATE INDEX "_places_v_latest_idx" ON "payload"."_places_v" USING btree ("latest");
  CREATE INDEX "testimonials_items_order_idx" ON "payload"."testimonials_items" USING btree ("_order");
  CREATE INDEX "testimonials_items_parent_id_idx" ON "payload"."testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "testimonials_items_image_image_upload_idx" ON "payload"."testimonials_items" USING btree ("image_upload_id");
  CREATE INDEX "testimonials__status_idx" ON "payload"."testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_version_items_order_idx" ON "payload"."_testimonials_v_version_items" USING btree ("_order");
  CREATE INDEX "_testimonials_v_version_items_parent_id_idx" ON "payload"."_testimonials_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_testimonials_v_version_items_image_image_upload_idx" ON "payload"."_testimonials_v_version_items" USING btree ("image_upload_id");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "payload"."_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "payload"."_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "payload"."_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "payload"."_testimonials_v" USING btree ("latest");
  CREATE INDEX "careers_departments_positions_order_idx" ON "payload"."careers_departments_positions" USING btree ("_order");
  CREATE INDEX "careers_departments_positions_parent_id_idx" ON "payload"."careers_departments_positions" USING btree ("_parent_id");
  CREATE INDEX "careers_departments_order_idx" ON "payload"."careers_departments" USING btree ("_order");
  CREATE INDEX "careers_departments_parent_id_idx" ON "payload"."careers_departments" USING btree ("_parent_id");
  CREATE INDEX "careers__status_idx" ON "payload"."careers" USING btree ("_status");
  CREATE INDEX "_careers_v_version_departments_positions_order_idx" ON "payload"."_careers_v_version_departments_positions" USING btree ("_order");
  CREATE INDEX "_careers_v_version_departments_positions_parent_id_idx" ON "payload"."_careers_v_version_departments_positions" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_version_departments_order_idx" ON "payload"."_careers_v_version_departments" USING btree ("_order");
  CREATE INDEX "_careers_v_version_departments_parent_id_idx" ON "payload"."_careers_v_version_departments" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_version_version__status_idx" ON "payload"."_careers_v" USING btree ("version__status");
  CREATE INDEX "_careers_v_created_at_idx" ON "payload"."_careers_v" USING btree ("created_at");
  CREATE INDEX "_careers_v_updated_at_idx" ON "payload"."_careers_v" USING btree ("updated_at");
  CREATE INDEX "_careers_v_latest_idx" ON "payload"."_careers_v" USING btree ("latest");
  CREATE INDEX "landing_segments_order_idx" ON "payload"."landing_segments" USING btree ("_order");
  CREATE INDEX "landing_segments_parent_id_idx" ON "payload"."landing_segments" USING btree ("_parent_id");
  CREATE INDEX "landing__status_idx" ON "payload"."landing" USING btree ("_status");
  CREATE INDEX "_landing_v_version_segments_order_idx" ON "payload"."_landing_v_version_segments" USING btree ("_order");
  CREATE INDEX "_landing_v_version_segments_parent_id_idx" ON "payload"."_landing_v_version_segments" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_version__status_idx" ON "payload"."_landing_v" USING btree ("version__status");
  CREATE INDEX "_landing_v_created_at_idx" ON "payload"."_landing_v" USING btree ("created_at");
  CREATE INDEX "_landing_v_updated_at_idx" ON "payload"."_landing_v" USING btree ("updated_at");
  CREATE INDEX "_landing_v_latest_idx" ON "payload"."_landing_v" USING btree ("latest");
  CREATE INDEX "search_entries_keywords_order_idx" ON "payload"."search_entries_keywords" USING btree ("_order");
  CREATE INDEX "search_entries_keywords_parent_id_idx" ON "payload"."search_entries_keywords" USING btree ("_parent_id");
  CREATE INDEX "search_entries_order_idx" ON "payload"."search_entries" USING btree ("_order");
  CREATE INDEX "search_entries_parent_id_idx" ON "payload"."search_entries" USING btree ("_parent_id");
  CREATE INDEX "search__status_idx" ON "payload"."search" USING btree ("_status");
  CREATE INDEX "_search_v_version_entries_keywords_order_idx" ON "payload"."_search_v_version_entries_keywords" USING btree ("_order");
  CREATE INDEX "_search_v_version_entries_keywords_parent_id_idx" ON "payload"."_search_v_version_entries_keywords" USING btree ("_parent_id");
  CREATE INDEX "_search_v_version_entries_order_idx" ON "payload"."_search_v_version_entries" USING btree ("_order");
  CREATE INDEX "_search_v_version_entries_parent_id_idx" ON "payload"."_search_v_version_entries" USING btree ("_parent_id");
  CREATE INDEX "_search_v_version_version__status_idx" ON "payload"."_search_v" USING btree ("version__status");
  CREATE INDEX "_search_v_created_at_idx" ON "payload"."_search_v" USING btree ("created_at");
  CREATE INDEX "_search_v_updated_at_idx" ON "payload"."_search_v" USING btree ("updated_at");
  CREATE INDEX "_search_v_latest_idx" ON "payload"."_search_v" USING btree ("latest");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."projects_floors" CASCADE;
  DROP TABLE "payload"."projects_payment_plan" CASCADE;
  DROP TABLE "payload"."projects_nearby_locations" CASCADE;
  DROP TABLE "payload"."projects_images" CASCADE;
  DROP TABLE "payload"."projects_site_plan_images" CASCADE;
  DROP TABLE "payload"."projects_amenities" CASCADE;
  DROP TABLE "payload"."projects_specifications" CASCADE;
  DROP TABLE "payload"."projects" CASCADE;
  DROP TABLE "payload"."_projects_v_version_floors" CASCADE;
  DROP TABLE "payload"."_projects_v_version_payment_plan" CASCADE;
  DROP TABLE "payload"."_projects_v_version_nearby_locations" CASCADE;
  DROP TABLE "payload"."_projects_v_version_images" CASCADE;
  DROP TABLE "payload"."_projects_v_version_site_plan_images" CASCADE;
  DROP TABLE "payload"."_projects_v_version_amenities" CASCADE;
  DROP TABLE "payload"."_projects_v_version_specifications" CASCADE;
  DROP TABLE "payload"."_projects_v" CASCADE;
  DROP TABLE "payload"."developers_categories" CASCADE;
  DROP TABLE "payload"."developers_city_presence" CASCADE;
  DROP TABLE "payload"."developers" CASCADE;
  DROP TABLE "payload"."_developers_v_version_categories" CASCADE;
  DROP TABLE "payload"."_developers_v_version_city_presence" CASCADE;
  DROP TABLE "payload"."_developers_v" CASCADE;
  DROP TABLE "payload"."media" CASCADE;
  DROP TABLE "payload"."users" CASCADE;
  DROP TABLE "payload"."payload_kv" CASCADE;
  DROP TABLE "payload"."payload_jobs_log" CASCADE;
  DROP TABLE "payload"."payload_jobs" CASCADE;
  DROP TABLE "payload"."payload_locked_documents" CASCADE;
  DROP TABLE "payload"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload"."payload_preferences" CASCADE;
  DROP TABLE "payload"."payload_preferences_rels" CASCADE;
  DROP TABLE "payload"."payload_migrations" CASCADE;
  DROP TABLE "payload"."home_trending_projects" CASCADE;
  DROP TABLE "payload"."home_leading_developers" CASCADE;
  DROP TABLE "payload"."home_service_tiles" CASCADE;
  DROP TABLE "payload"."home" CASCADE;
  DROP TABLE "payload"."_home_v_version_trending_projects" CASCADE;
  DROP TABLE "payload"."_home_v_version_leading_developers" CASCADE;
  DROP TABLE "payload"."_home_v_version_service_tiles" CASCADE;
  DROP TABLE "payload"."_home_v" CASCADE;
  DROP TABLE "payload"."about_core_values" CASCADE;
  DROP TABLE "payload"."about_services" CASCADE;
  DROP TABLE "payload"."about_reasons" CASCADE;
  DROP TABLE "payload"."about_agent_registrations" CASCADE;
  DROP TABLE "payload"."about" CASCADE;
  DROP TABLE "payload"."_about_v_version_core_values" CASCADE;
  DROP TABLE "payload"."_about_v_version_services" CASCADE;
  DROP TABLE "payload"."_about_v_version_reasons" CASCADE;
  DROP TABLE "payload"."_about_v_version_agent_registrations" CASCADE;
  DROP TABLE "payload"."_about_v" CASCADE;
  DROP TABLE "payload"."places_cities" CASCADE;
  DROP TABLE "payload"."places_locality_names" CASCADE;
  DROP TABLE "payload"."places_top_localities_guide_projects" CASCADE;
  DROP TABLE "payload"."places_top_localities" CASCADE;
  DROP TABLE "payload"."places" CASCADE;
  DROP TABLE "payload"."_places_v_version_cities" CASCADE;
  DROP TABLE "payload"."_places_v_version_locality_names" CASCADE;
  DROP TABLE "payload"."_places_v_version_top_localities_guide_projects" CASCADE;
  DROP TABLE "payload"."_places_v_version_top_localities" CASCADE;
  DROP TABLE "payload"."_places_v" CASCADE;
  DROP TABLE "payload"."testimonials_items" CASCADE;
  DROP TABLE "payload"."testimonials" CASCADE;
  DROP TABLE "payload"."_testimonials_v_version_items" CASCADE;
  DROP TABLE "payload"."_testimonials_v" CASCADE;
  DROP TABLE "payload"."careers_departments_positions" CASCADE;
  DROP TABLE "payload"."careers_departments" CASCADE;
  DROP TABLE "payload"."careers" CASCADE;
  DROP TABLE "payload"."_careers_v_version_departments_positions" CASCADE;
  DROP TABLE "payload"."_careers_v_version_departments" CASCADE;
  DROP TABLE "payload"."_careers_v" CASCADE;
  DROP TABLE "payload"."landing_segments" CASCADE;
  DROP TABLE "payload"."landing" CASCADE;
  DROP TABLE "payload"."_landing_v_version_segments" CASCADE;
  DROP TABLE "payload"."_landing_v" CASCADE;
  DROP TABLE "payload"."search_entries_keywords" CASCADE;
  DROP TABLE "payload"."search_entries" CASCADE;
  DROP TABLE "payload"."search" CASCADE;
  DROP TABLE "payload"."_search_v_version_entries_keywords" CASCADE;
  DROP TABLE "payload"."_search_v_version_entries" CASCADE;
  DROP TABLE "payload"."_search_v" CASCADE;
  DROP TYPE "payload"."enum_projects_listed_in";
  DROP TYPE "payload"."enum_projects_status";
  DROP TYPE "payload"."enum__projects_v_version_listed_in";
  DROP TYPE "payload"."enum__projects_v_version_status";
  DROP TYPE "payload"."enum_developers_categories";
  DROP TYPE "payload"."enum_developers_status";
  DROP TYPE "payload"."enum__developers_v_version_categories";
  DROP TYPE "payload"."enum__developers_v_version_status";
  DROP TYPE "payload"."enum_payload_jobs_log_task_slug";
  DROP TYPE "payload"."enum_payload_jobs_log_state";
  DROP TYPE "payload"."enum_payload_jobs_task_slug";
  DROP TYPE "payload"."enum_home_status";
  DROP TYPE "payload"."enum__home_v_version_status";
  DROP TYPE "payload"."enum_about_agent_registrations_authority";
  DROP TYPE "payload"."enum_about_status";
  DROP TYPE "payload"."enum__about_v_version_agent_registrations_authority";
  DROP TYPE "payload"."enum__about_v_version_status";
  DROP TYPE "payload"."enum_places_cities_slug";
  DROP TYPE "payload"."enum_places_status";
  DROP TYPE "payload"."enum__places_v_version_cities_slug";
  DROP TYPE "payload"."enum__places_v_version_status";
  DROP TYPE "payload"."enum_testimonials_status";
  DROP TYPE "payload"."enum__testimonials_v_version_status";
  DROP TYPE "payload"."enum_careers_status";
  DROP TYPE "payload"."enum__careers_v_version_status";
  DROP TYPE "payload"."enum_landing_status";
  DROP TYPE "payload"."enum__landing_v_version_status";
  DROP TYPE "payload"."enum_search_status";
  DROP TYPE "payload"."enum__search_v_version_status";`);
}
