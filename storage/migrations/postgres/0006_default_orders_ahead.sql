-- As ../0006_default_orders_ahead.sql: "ready with the default orders" given ahead is stored as
-- JSON null, never an empty object (JSON columns are BYTEA here, holding UTF-8 text).

UPDATE orders_ahead SET orders = convert_to('null', 'UTF8') WHERE orders = convert_to('{}', 'UTF8');
