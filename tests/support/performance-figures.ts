/** A 傳銷商's month of PV figures (a member's `pv`, the `pv` of GET performances), every card's value distinct. */
export const performanceFigures = {
  pv: 5200,
  team_pv: 48600,
  master_team_pv: 71500,
  pre_pv: 4300,
  pre_team_pv: 41200,
  pre_master_team_pv: 64200,
  accumulated_team_pv: 265400,
  pre_accumulated_team_pv: 1,
  cost_pv: 0,
  pre_tour_pv: 0,
  tour_pv: 18200,
  tour_yyyymm: '202611',
  year_pv: 7850,
};
