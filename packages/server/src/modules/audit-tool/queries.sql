-- markLocauditCreated
-- params: ["00000000-0000-4000-8000-00000000000e"]
update campaigns set locaudit_created = true where id = $1;
