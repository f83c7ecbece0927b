-- ping
-- params: []
select 1;
