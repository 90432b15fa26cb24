-- 示例中心 订单示例 (issue 18 item 2): orders with lines; the state follows the approval task.
CREATE TABLE ex_order (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  bill_no text NOT NULL UNIQUE,
  customer text NOT NULL,
  order_date date NOT NULL,
  remark text NOT NULL DEFAULT '',
  -- decimal-safe: fen (0.01 yuan) as integers, computed by contract/examples/order/totals.ts
  total_fen bigint NOT NULL DEFAULT 0,
  total_quantity numeric(14, 3) NOT NULL DEFAULT 0,
  flow_task_id text,
  organize_id text REFERENCES organize(id) ON DELETE SET NULL,
  creator_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ex_order_creator ON ex_order (creator_user_id, created_at DESC);
CREATE TABLE ex_order_line (
  order_id text NOT NULL REFERENCES ex_order(id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  product text NOT NULL,
  quantity numeric(14, 3) NOT NULL,
  unit_price_fen bigint NOT NULL,
  amount_fen bigint NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
