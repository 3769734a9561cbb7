-- Custom SQL migration file, put your code below! ---- The one menu category list (docs/decisions/0006-menu-categories.md). Editable later; recipes follow renames.
INSERT INTO "recipe_categories" ("name", "menu_column", "sort_order") VALUES
  ('Kacchi', 'left', 1),
  ('Biriyani', 'left', 2),
  ('Side Dish', 'left', 3),
  ('Polao', 'right', 4),
  ('Desert & Drinks', 'right', 5),
  ('Other', 'right', 6)
ON CONFLICT ("name") DO NOTHING;
