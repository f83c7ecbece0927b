-- attachSiteMapKeys
-- params: [["1","2"],["site_maps/a.jpg","site_maps/b.jpg"],"00000000-0000-4000-8000-00000000000b"]
update sites s set site_map = x.key, updated_at = now()
         from unnest($1::bigint[], $2::text[]) as x(id, key)
        where s.id = x.id and s.vendor_id = $3
       returning s.site_code;

-- ownerSitesByLowerCode
-- params: ["00000000-0000-4000-8000-00000000000b",["abc-001"]]
select s.id::text as id, s.site_code
      from sites s
      where s.vendor_id = $1 and lower(s.site_code) = any($2::text[])
      order by s.site_code;
