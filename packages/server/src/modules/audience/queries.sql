-- sitesByIdsQuery (default audience)
-- params: [[1,2]]
select s.id::float8 as id, s.lat, s.lng, s.price::float8 as price, s.vendor_id::text as owner,
      (((greatest(0, coalesce(s.audience_inputs[1]::float8, 0)) + case s.traffic_density when 'high' then 30000 when 'medium' then 12000 when 'low' then 3000 else 3000 end * 1.5) * 7 * case when (s.type = 'digital' or s.lighting not in ('Non Lit', 'SAV', 'Contravision', 'Ambient Lit')) then 0.94 else 0.72 end * (0.1 + 0.8 * (0.4 * least(10, greatest(0, coalesce(s.audience_inputs[2]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[3]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[4]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[5]::float8, 5))) / 10)) * least(1, 0.5 + 0.5 * sqrt(greatest(0, s.area_n::float8) / 36)) * case when s.type = 'digital' then 0.16666666666666666 else 1 end) * case when s.audience_inputs[6]::float8 > 0 then least(1, greatest(0, (0.6666666666666666 * s.audience_inputs[9]::float8 + 0.7333333333333333 * s.audience_inputs[10]::float8) / s.audience_inputs[6]::float8 * 1 * 1)) else 0.25 end)::float8 as "weeklyTarget"
    from sites s where s.id = any((select $1::bigint[])::bigint[]);

-- sitesByIdsQuery (narrowed audience)
-- params: [[1,2]]
select s.id::float8 as id, s.lat, s.lng, s.price::float8 as price, s.vendor_id::text as owner,
      (((greatest(0, coalesce(s.audience_inputs[1]::float8, 0)) + case s.traffic_density when 'high' then 30000 when 'medium' then 12000 when 'low' then 3000 else 3000 end * 1.5) * 7 * case when (s.type = 'digital' or s.lighting not in ('Non Lit', 'SAV', 'Contravision', 'Ambient Lit')) then 0.94 else 0.72 end * (0.1 + 0.8 * (0.4 * least(10, greatest(0, coalesce(s.audience_inputs[2]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[3]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[4]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[5]::float8, 5))) / 10)) * least(1, 0.5 + 0.5 * sqrt(greatest(0, s.area_n::float8) / 36)) * case when s.type = 'digital' then 0.16666666666666666 else 1 end) * case when s.audience_inputs[6]::float8 > 0 and s.audience_inputs[15]::float8 > 0 then least(1, greatest(0, (0.6666666666666666 * s.audience_inputs[9]::float8 + 0.7333333333333333 * s.audience_inputs[10]::float8) / s.audience_inputs[6]::float8 * s.audience_inputs[14]::float8 / s.audience_inputs[6]::float8 * (s.audience_inputs[16]::float8 + s.audience_inputs[17]::float8) / s.audience_inputs[15]::float8)) else 0.01 end)::float8 as "weeklyTarget"
    from sites s where s.id = any((select $1::bigint[])::bigint[]);

-- plannedSitesQuery
-- params: ["00000000-0000-4000-8000-00000000000e"]
select s.id::float8 as id, s.lat, s.lng, pr.price::float8 as price, s.vendor_id::text as owner,
      (((greatest(0, coalesce(s.audience_inputs[1]::float8, 0)) + case s.traffic_density when 'high' then 30000 when 'medium' then 12000 when 'low' then 3000 else 3000 end * 1.5) * 7 * case when (s.type = 'digital' or s.lighting not in ('Non Lit', 'SAV', 'Contravision', 'Ambient Lit')) then 0.94 else 0.72 end * (0.1 + 0.8 * (0.4 * least(10, greatest(0, coalesce(s.audience_inputs[2]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[3]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[4]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[5]::float8, 5))) / 10)) * least(1, 0.5 + 0.5 * sqrt(greatest(0, s.area_n::float8) / 36)) * case when s.type = 'digital' then 0.16666666666666666 else 1 end) * case when s.audience_inputs[6]::float8 > 0 and s.audience_inputs[15]::float8 > 0 then least(1, greatest(0, (0.6666666666666666 * s.audience_inputs[9]::float8 + 0.7333333333333333 * s.audience_inputs[10]::float8) / s.audience_inputs[6]::float8 * s.audience_inputs[14]::float8 / s.audience_inputs[6]::float8 * (s.audience_inputs[16]::float8 + s.audience_inputs[17]::float8) / s.audience_inputs[15]::float8)) else 0.01 end)::float8 as "weeklyTarget"
    from sites s join plan_rows pr on pr.site_id = s.id
      where pr.campaign_id = $1::uuid;

-- countedPlanSiteIds
-- params: ["00000000-0000-4000-8000-00000000000e"]
select site_id::float8 as id from plan_rows where campaign_id = $1 and status is distinct from 'rejected';

-- proposedSitesQuery
-- params: [[3,1,2]]
select s.id::float8 as "_id", s.site_code, s.lat, s.lng, s.price::float8 as price, s.type, s.media_type
       from unnest($1::bigint[]) with ordinality as wanted(id, n)
       join sites s on s.id = wanted.id
      order by wanted.n;

-- scopedSitesQuery
-- params: [5000000]
select s.id::float8 as id, s.lat, s.lng, s.price::float8 as price, s.vendor_id::text as owner,
      (((greatest(0, coalesce(s.audience_inputs[1]::float8, 0)) + case s.traffic_density when 'high' then 30000 when 'medium' then 12000 when 'low' then 3000 else 3000 end * 1.5) * 7 * case when (s.type = 'digital' or s.lighting not in ('Non Lit', 'SAV', 'Contravision', 'Ambient Lit')) then 0.94 else 0.72 end * (0.1 + 0.8 * (0.4 * least(10, greatest(0, coalesce(s.audience_inputs[2]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[3]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[4]::float8, 5))) / 10 + 0.2 * least(10, greatest(0, coalesce(s.audience_inputs[5]::float8, 5))) / 10)) * least(1, 0.5 + 0.5 * sqrt(greatest(0, s.area_n::float8) / 36)) * case when s.type = 'digital' then 0.16666666666666666 else 1 end) * case when s.audience_inputs[6]::float8 > 0 and s.audience_inputs[15]::float8 > 0 then least(1, greatest(0, (0.6666666666666666 * s.audience_inputs[9]::float8 + 0.7333333333333333 * s.audience_inputs[10]::float8) / s.audience_inputs[6]::float8 * s.audience_inputs[14]::float8 / s.audience_inputs[6]::float8 * (s.audience_inputs[16]::float8 + s.audience_inputs[17]::float8) / s.audience_inputs[15]::float8)) else 0.01 end)::float8 as "weeklyTarget"
    from sites s
      where s.planning_enabled and s.price <= $1;

-- optimizeJobOf
-- params: ["00000000-0000-4000-8000-00000000000e","optimize_plan","00000000-0000-4000-8000-00000000000c"]
select status, progress, result, last_error from jobs
    where id = $1 and kind = $2 and created_by = $3;

-- scopedSitesCount
-- params: [5000000,1000001]
select count(*)::int as n from (select 1 from sites s where s.planning_enabled
        and s.price <= $1 limit $2) candidates;
