import type { Migration } from '../types.ts';

// Times are epoch milliseconds from the gateway's injectable clock (double precision holds them exactly),
// so tests can move time without touching the database clock.
export const init: Migration = {
  id: 1,
  name: 'init',
  statements: [
    `CREATE TABLE members (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      merchant_code text NOT NULL,
      username text NOT NULL,
      password_hash text,
      payment_password_hash text,
      type smallint NOT NULL,
      nickname text NOT NULL DEFAULT '',
      dialing_code text,
      mobile_num text,
      email text,
      profile jsonb NOT NULL DEFAULT '{}',
      affiliate_code text,
      parent_id integer REFERENCES members(id),
      balance numeric(18,2) NOT NULL DEFAULT 0,
      register_method text,
      register_url text,
      login_count integer NOT NULL DEFAULT 0,
      disabled boolean NOT NULL DEFAULT false,
      created_at double precision NOT NULL,
      UNIQUE (merchant, username)
    )`,
    `CREATE UNIQUE INDEX members_mobile ON members (merchant, dialing_code, mobile_num) WHERE mobile_num IS NOT NULL`,
    `CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      merchant text NOT NULL,
      ip text NOT NULL,
      created_at double precision NOT NULL,
      last_seen_at double precision NOT NULL,
      expires_at double precision NOT NULL,
      ended_at double precision
    )`,
    `CREATE INDEX sessions_member ON sessions (member_id)`,
    `CREATE TABLE captchas (
      key text PRIMARY KEY,
      merchant text NOT NULL,
      answer text NOT NULL,
      created_at double precision NOT NULL,
      expires_at double precision NOT NULL,
      used_at double precision
    )`,
    `CREATE INDEX captchas_created ON captchas (created_at DESC)`,
    `CREATE TABLE sms_outbox (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      dialing_code text NOT NULL,
      mobile_num text NOT NULL,
      code text NOT NULL,
      created_at double precision NOT NULL,
      expires_at double precision NOT NULL,
      resend_at double precision NOT NULL,
      used_at double precision,
      attempts integer NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, dialing_code, mobile_num, id DESC)`,
    `CREATE TABLE login_guards (
      merchant text NOT NULL,
      subject text NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      captcha_required boolean NOT NULL DEFAULT false,
      updated_at double precision NOT NULL,
      PRIMARY KEY (merchant, subject)
    )`,
    `CREATE TABLE affiliate_codes (
      merchant text NOT NULL,
      code text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id),
      PRIMARY KEY (merchant, code)
    )`,
    `CREATE TABLE contract_requests (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      daily boolean NOT NULL DEFAULT false,
      dividend boolean NOT NULL DEFAULT false,
      hourly boolean NOT NULL DEFAULT false
    )`,
    `CREATE TABLE vendors (
      merchant text NOT NULL,
      vendor_code text NOT NULL,
      category text NOT NULL,
      display_name text NOT NULL,
      game_type text NOT NULL,
      account_type_name text NOT NULL,
      sort integer NOT NULL,
      PRIMARY KEY (merchant, vendor_code, category)
    )`,
    `CREATE TABLE games (
      merchant text NOT NULL,
      node_id text NOT NULL,
      game_id text NOT NULL,
      game_name text NOT NULL,
      vendor_code text NOT NULL,
      display_name text NOT NULL,
      category text NOT NULL,
      game_type text NOT NULL,
      game_code text NOT NULL,
      lotto_mode text NOT NULL,
      game_group_id text NOT NULL,
      support_play text NOT NULL,
      is_hot boolean NOT NULL,
      is_new boolean NOT NULL,
      is_game_h5 text NOT NULL,
      freeplay boolean NOT NULL,
      classify text NOT NULL,
      min_bet numeric(10,2) NOT NULL,
      lines integer NOT NULL,
      room_id text,
      popularity integer NOT NULL,
      sort integer NOT NULL,
      PRIMARY KEY (merchant, node_id),
      UNIQUE (merchant, game_id)
    )`,
    `CREATE INDEX games_type ON games (merchant, game_type, sort)`,
    `CREATE INDEX games_vendor ON games (merchant, vendor_code, sort)`,
    `CREATE TABLE favourites (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id text NOT NULL,
      created_at double precision NOT NULL,
      PRIMARY KEY (member_id, node_id)
    )`,
    `CREATE TABLE recent_games (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id text NOT NULL,
      played_at double precision NOT NULL,
      PRIMARY KEY (member_id, node_id)
    )`,
    `CREATE TABLE launch_tickets (
      ticket_hash text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      merchant text NOT NULL,
      node_id text NOT NULL,
      created_at double precision NOT NULL,
      used_at double precision
    )`,
    `CREATE TABLE content (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      type text NOT NULL,
      group_name text NOT NULL DEFAULT '',
      title jsonb NOT NULL,
      body jsonb NOT NULL,
      image_url text NOT NULL DEFAULT '',
      link text NOT NULL DEFAULT '',
      sort integer NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX content_type ON content (merchant, type, sort)`,
    `CREATE TABLE content_reads (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      content_id integer NOT NULL REFERENCES content(id) ON DELETE CASCADE,
      read_at double precision NOT NULL,
      PRIMARY KEY (member_id, content_id)
    )`,
    `CREATE TABLE activities (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      title jsonb NOT NULL,
      body jsonb NOT NULL,
      image_url text NOT NULL,
      status text NOT NULL,
      start_at double precision NOT NULL,
      end_at double precision NOT NULL,
      sort integer NOT NULL
    )`,
    `CREATE TABLE vip_levels (
      merchant text NOT NULL,
      level integer NOT NULL,
      name text NOT NULL,
      deposit_required numeric(18,2) NOT NULL,
      bet_required numeric(18,2) NOT NULL,
      upgrade_bonus numeric(18,2) NOT NULL,
      birthday_bonus numeric(18,2) NOT NULL,
      monthly_bonus numeric(18,2) NOT NULL,
      rebate_rate numeric(6,2) NOT NULL,
      PRIMARY KEY (merchant, level)
    )`,
    `CREATE TABLE winners (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      customer_name text NOT NULL,
      win_amount numeric(18,2) NOT NULL,
      node_id text NOT NULL,
      won_at double precision NOT NULL
    )`,
    `CREATE INDEX winners_amount ON winners (merchant, win_amount DESC)`,
    `CREATE TABLE live_models (
      merchant text NOT NULL,
      model_id text NOT NULL,
      name text NOT NULL,
      active boolean NOT NULL,
      streaming boolean NOT NULL,
      room_type text NOT NULL,
      sort integer NOT NULL,
      PRIMARY KEY (merchant, model_id)
    )`,
    `CREATE TABLE inbox_messages (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      title text NOT NULL,
      body text NOT NULL,
      created_at double precision NOT NULL,
      read_at double precision
    )`,
    `CREATE TABLE chat_messages (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      sender text NOT NULL,
      body text NOT NULL,
      created_at double precision NOT NULL,
      read_at double precision
    )`,
    `CREATE TABLE feedback (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      category text NOT NULL,
      content text NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE TABLE seeds (
      merchant text PRIMARY KEY,
      version integer NOT NULL,
      seeded_at double precision NOT NULL
    )`,
  ],
};
