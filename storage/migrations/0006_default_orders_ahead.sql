-- "Ready with the default orders" for a later phase of the turn is stored as what it is: JSON
-- null in `orders_ahead.orders` (like `standing_orders`), adopted as that phase's default
-- orders when it opens. Earlier versions stored an empty object there, which no reader of
-- orders accepts (showing or editing them failed for the rest of the turn). The open phase's
-- `orders` always hold orders written out (checked when sent, or the game's default orders).

UPDATE orders_ahead SET orders = 'null' WHERE orders = '{}';
