CREATE TYPE "public"."announcement_kind" AS ENUM('boss', 'bulletin', 'news', 'travel');--> statement-breakpoint
CREATE TYPE "public"."article_section" AS ENUM('about', 'join', 'service');--> statement-breakpoint
CREATE TYPE "public"."course_kind" AS ENUM('business', 'character', 'numerology');--> statement-breakpoint
CREATE TABLE "antifrauds" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browse_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"day" varchar(10) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "browse_counts_day_unique" UNIQUE("day")
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"started_at" timestamp(0),
	"finished_at" timestamp(0),
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sub" varchar(120) NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(120) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"image_title" varchar(120) DEFAULT '' NOT NULL,
	"image_alt" varchar(120) DEFAULT '' NOT NULL,
	"url" text,
	"is_index_use" smallint DEFAULT 0 NOT NULL,
	"is_product_use" smallint DEFAULT 0 NOT NULL,
	"updated_user" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "index_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"image_alt" varchar(120) DEFAULT '' NOT NULL,
	"image_title" varchar(120) DEFAULT '' NOT NULL,
	"content1" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_pops" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"title" varchar(120) NOT NULL,
	"type" varchar(10) DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"maintained_at" timestamp(0),
	"finished_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "marquees" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"is_index_use" smallint DEFAULT 0 NOT NULL,
	"is_product_use" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navbars" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"path" varchar(200) NOT NULL,
	"banner" text,
	"banner_title" varchar(120),
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_metas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"title" varchar(120) NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" varchar(120) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"image_title" varchar(100) DEFAULT '' NOT NULL,
	"image_alt" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"address" text NOT NULL,
	"telphone" varchar(30) NOT NULL,
	"fax" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(120) DEFAULT '' NOT NULL,
	"declare" text DEFAULT '' NOT NULL,
	"link_fb" text,
	"link_line" text,
	"link_youtube" text,
	"link_ig" text,
	"link_wechat" text,
	"link_twitter" text
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"title" varchar(120) NOT NULL,
	"video" text NOT NULL,
	"video_alt" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"kind" "announcement_kind" NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text,
	"index_title" varchar(200),
	"is_notifiable" smallint DEFAULT 0 NOT NULL,
	"prefix_time" varchar(40),
	"updated_user" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"section" "article_section" NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"image" text,
	"content" text DEFAULT '' NOT NULL,
	"prefix_time" varchar(40),
	"index_title" varchar(200),
	"period" varchar(60),
	"banner" text
);
--> statement-breakpoint
CREATE TABLE "calendar_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"calendar_id" integer NOT NULL,
	"kind" "course_kind" NOT NULL,
	"title" varchar(10) NOT NULL,
	"location" varchar(120) NOT NULL,
	"day_of_week" smallint NOT NULL,
	"morning_time" varchar(20),
	"afternoon_time" varchar(20),
	"evening_time" varchar(20),
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"title" varchar(10) NOT NULL,
	"dumpling_day" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_notifiable" smallint DEFAULT 0 NOT NULL,
	"url" text,
	CONSTRAINT "calendars_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "ebook_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"title" varchar(200) NOT NULL,
	"date" varchar(10) NOT NULL,
	"published_at" timestamp(0),
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count_mobile" integer DEFAULT 0 NOT NULL,
	"view_count_desktop" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"ebook_class_id" integer NOT NULL,
	"image" text NOT NULL,
	"page" integer NOT NULL,
	"tag_use" smallint DEFAULT 0 NOT NULL,
	"tag_name" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"code" varchar(10) NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"city" varchar(10) NOT NULL,
	"district" varchar(10) NOT NULL,
	"address" varchar(200) NOT NULL,
	"telephone" varchar(30) NOT NULL,
	"fax" varchar(30) DEFAULT '' NOT NULL,
	"operate" varchar(60) DEFAULT '' NOT NULL,
	"operate_start" time,
	"operate_end" time,
	"url" text,
	"is_sales_territory_use" smallint DEFAULT 1 NOT NULL,
	"is_fortune_use" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "offices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"city" varchar(10) NOT NULL,
	"district" varchar(10) NOT NULL,
	"address" varchar(200) NOT NULL,
	"telephone" varchar(30) NOT NULL,
	"contact_person" varchar(30) DEFAULT '' NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" varchar(60) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "love_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(120) NOT NULL,
	"city" varchar(10) NOT NULL,
	"love_code" varchar(7) NOT NULL,
	"nickname" varchar(60) DEFAULT '' NOT NULL,
	"vat_number" varchar(8) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "love_codes_love_code_unique" UNIQUE("love_code")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"name" varchar(60) NOT NULL,
	"code" varchar(20) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "remittance_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"day" date NOT NULL,
	CONSTRAINT "remittance_days_day_unique" UNIQUE("day")
);
--> statement-breakpoint
CREATE TABLE "settlement_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"status" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp(0),
	"finished_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"name" varchar(60) NOT NULL,
	"shipping_fee" integer NOT NULL,
	"free_shipping" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"status" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp(0),
	"finished_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "shopping_result_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"seo_title" varchar(120),
	"seo_keyword" text,
	"seo_description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"image" text,
	"banner_image" text,
	"icon_image" text,
	"icon_alt" varchar(120),
	"icon_title" varchar(120),
	"is_all" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"product_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" varchar(20) DEFAULT 'image/webp' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"image_alt" varchar(120) DEFAULT '' NOT NULL,
	"image_title" varchar(120) DEFAULT '' NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"is_testing" smallint DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"series_id" integer,
	"product_number" varchar(10) NOT NULL,
	"name" varchar(120) NOT NULL,
	"price" integer NOT NULL,
	"unit" varchar(10) DEFAULT '個' NOT NULL,
	"member_price" integer NOT NULL,
	"max_limited_buy" integer,
	"pv" integer DEFAULT 0 NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"feature" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"free_shipping_quantity" integer,
	"abroad_free_shipping_quantity" integer,
	"is_recommended" smallint DEFAULT 0 NOT NULL,
	"recommend_sort" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gift_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_product_number_unique" UNIQUE("product_number"),
	CONSTRAINT "products_quantity_not_negative" CHECK ("products"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"seo_title" varchar(120),
	"seo_keyword" text,
	"seo_description" text,
	"published_at" timestamp(0),
	"finished_at" timestamp(0),
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"gender" varchar(1) NOT NULL,
	"calendar" varchar(2) NOT NULL,
	"china_hour" varchar(4) NOT NULL,
	"hour" varchar(2) NOT NULL,
	"minute" varchar(2) NOT NULL,
	"is_leap" smallint DEFAULT 0 NOT NULL,
	"birth_at" timestamp(0) NOT NULL,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "general_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"city" varchar(10) NOT NULL,
	"district" varchar(10) NOT NULL,
	"address" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"username" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"identity_card" varchar(10) NOT NULL,
	"manage_id" varchar(10),
	"password_hash" text NOT NULL,
	"activated_at" timestamp(0),
	"is_tester" smallint DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"web_name" varchar(60),
	"birthday" date,
	"email" varchar(120),
	"email_verified_at" timestamp(0),
	"character_auth" varchar(1) DEFAULT 'Y' NOT NULL,
	"company_owner" varchar(60),
	"hierarchical" varchar(10) DEFAULT '傳銷商' NOT NULL,
	"home_phone" varchar(20),
	"mailing_address" varchar(200),
	"residence_address" varchar(200),
	"mobile_phone01" varchar(10),
	"mobile_phone02" varchar(10),
	"spouse_name" varchar(60),
	"spouse_identity_card" varchar(10),
	"sales_territory_id" integer,
	"barcode01" varchar(8),
	"barcode02" varchar(8),
	"barcode03" varchar(8),
	"exited_at" timestamp(0),
	"expiry_day" date,
	"credit_audit" varchar(1),
	CONSTRAINT "members_identity_card_unique" UNIQUE("identity_card"),
	CONSTRAINT "members_manage_id_unique" UNIQUE("manage_id")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code" varchar(6) NOT NULL,
	"expires_at" timestamp(0) NOT NULL,
	"used_at" timestamp(0),
	"pending_password_hash" text
);
--> statement-breakpoint
CREATE TABLE "performances" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"yyyymm" varchar(6) NOT NULL,
	"pv" integer DEFAULT 0 NOT NULL,
	"team_pv" integer DEFAULT 0 NOT NULL,
	"master_team_pv" integer DEFAULT 0 NOT NULL,
	"pre_pv" integer DEFAULT 0 NOT NULL,
	"pre_team_pv" integer DEFAULT 0 NOT NULL,
	"pre_master_team_pv" integer DEFAULT 0 NOT NULL,
	"accumulated_team_pv" integer DEFAULT 0 NOT NULL,
	"pre_accumulated_team_pv" integer DEFAULT 0 NOT NULL,
	"cost_pv" integer DEFAULT 0 NOT NULL,
	"pre_tour_pv" integer DEFAULT 0 NOT NULL,
	"tour_pv" integer DEFAULT 0 NOT NULL,
	"tour_yyyymm" varchar(6),
	"year_pv" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"renewal_expiry_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp(0) NOT NULL,
	"used_at" timestamp(0),
	CONSTRAINT "reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"phone" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"code" varchar(6)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"is_testing" smallint DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"weights" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp(0) NOT NULL,
	"ended_at" timestamp(0) NOT NULL,
	"over_limit_alert" text,
	"running_news" text,
	"sold_out_alert" text,
	"sold_out_news" text,
	"ruleable_type" varchar(20) NOT NULL,
	"per_buy_pv" integer,
	"per_buy_quantity" integer,
	"per_freebie_quantity" integer DEFAULT 1 NOT NULL,
	"total_quota" integer,
	"remaining_quota" integer,
	"max_iterative" integer,
	"is_accumulated" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_fives" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"order_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"activity_item_id" integer,
	"opened_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"gift_quota" integer,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	"remaining_gift_quota" integer,
	"pv_start" integer,
	"pv_end" integer,
	"probability" numeric(5, 2) DEFAULT '00.00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"role" varchar(10) DEFAULT 'condition' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"fortune_name" varchar(60),
	"fortune_gender" varchar(1),
	"fortune_calendar" varchar(2),
	"fortune_year" varchar(4),
	"fortune_month" varchar(2),
	"fortune_day" varchar(2),
	"fortune_is_leap" smallint,
	"fortune_china_hour" varchar(4),
	"fortune_hour" varchar(2),
	"fortune_minute" varchar(2),
	"fortune_birth_at" timestamp(0),
	"fortune_wrist_size" varchar(10),
	"fortune_ring_size" varchar(5),
	"fortune_finger" varchar(2),
	"fortune_word" varchar(2),
	"result" jsonb,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_number" varchar(10) NOT NULL,
	"product_quantity" integer NOT NULL,
	"activity_id" integer,
	"gift_quantity" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"pv" integer NOT NULL,
	"is_lucky" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"member_id" integer NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"total_price" integer NOT NULL,
	"total_pv" integer NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"invoice_number" varchar(12),
	"payment" varchar(20) NOT NULL,
	"installment" smallint DEFAULT 0 NOT NULL,
	"card_number" varchar(5),
	"atm_day" varchar(10),
	"delivery_code" varchar(10) NOT NULL,
	"receiver" varchar(60) NOT NULL,
	"receiver_phone" varchar(10) NOT NULL,
	"postal_code" varchar(6),
	"receiver_address" varchar(250),
	"office_name" varchar(60),
	"office_phone" varchar(30),
	"sale_territory" varchar(10) NOT NULL,
	"invoice_accept_type" smallint,
	"invoice_address" varchar(250),
	"carrier_type" smallint,
	"carrier_id" varchar(8),
	"love_code" varchar(7),
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"origin_device" varchar(20) DEFAULT 'browser' NOT NULL,
	"is_uploaded" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp(0),
	"sale_order_number" varchar(30),
	"thirdparty_auth_code" varchar(30),
	"thirdparty_payment_number" varchar(30),
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "shopping_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"fortune_name" varchar(60),
	"fortune_gender" varchar(1),
	"fortune_calendar" varchar(2),
	"fortune_year" varchar(4),
	"fortune_month" varchar(2),
	"fortune_day" varchar(2),
	"fortune_is_leap" smallint,
	"fortune_china_hour" varchar(4),
	"fortune_hour" varchar(2),
	"fortune_minute" varchar(2),
	"fortune_birth_at" timestamp(0),
	"fortune_wrist_size" varchar(10),
	"fortune_ring_size" varchar(5),
	"fortune_finger" varchar(2),
	"fortune_word" varchar(2),
	"result" jsonb,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_quantity" integer DEFAULT 1 NOT NULL,
	"is_lucky" smallint DEFAULT 0 NOT NULL,
	"is_installment" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_schedules" ADD CONSTRAINT "calendar_schedules_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_images" ADD CONSTRAINT "ebook_images_ebook_class_id_ebook_classes_id_fk" FOREIGN KEY ("ebook_class_id") REFERENCES "public"."ebook_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_addresses" ADD CONSTRAINT "general_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sales_territory_id_offices_id_fk" FOREIGN KEY ("sales_territory_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_fives" ADD CONSTRAINT "activity_fives_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_fives" ADD CONSTRAINT "activity_fives_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_fives" ADD CONSTRAINT "activity_fives_activity_item_id_activity_items_id_fk" FOREIGN KEY ("activity_item_id") REFERENCES "public"."activity_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_idx" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "characters_member_idx" ON "characters" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "general_addresses_member_idx" ON "general_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performances_member_month_idx" ON "performances" USING btree ("member_id","yyyymm");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_member_product_idx" ON "favorites" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_carts_member_idx" ON "shopping_carts" USING btree ("member_id");