// biome-ignore-all format: one title per line keeps the list reviewable
// Job titles common on boards in the UK, Ireland, India, Australia, Africa and Asia that O*NET's US titles lack
// ("Sales Executive", "Warehouse Operative", "Teaching Assistant"), each filed under the O*NET occupation that does
// the same work, so title similarity compares them as it compares US titles. Written by Tailor contributors from
// general knowledge of those labour markets, without reading any evaluation posting; released under CC0.
export const curatedTitles: [title: string, onetCode: string][] = [
  ['Sales Executive', '41-4012.00'],
  ['Field Sales Executive', '41-4012.00'],
  ['Business Development Executive', '41-4012.00'],
  ['Telesales Executive', '41-9041.00'],
  ['Customer Service Executive', '43-4051.00'],
  ['Customer Care Executive', '43-4051.00'],
  ['Customer Service Adviser', '43-4051.00'],
  ['Healthcare Assistant', '31-1131.00'],
  ['Health Care Assistant', '31-1131.00'],
  ['Support Worker', '21-1093.00'],
  ['Care Support Worker', '31-1122.00'],
  ['Domiciliary Care Worker', '31-1122.00'],
  ['Warehouse Operative', '53-7062.00'],
  ['Production Operative', '51-9198.00'],
  ['Shop Assistant', '41-2031.00'],
  ['Retail Assistant', '41-2031.00'],
  ['HR Executive', '13-1071.00'],
  ['Teaching Assistant', '25-9042.00'],
  ['Learning Support Assistant', '25-9043.00'],
  ['Domestic Assistant', '37-2012.00'],
  ['Groundworker', '47-2061.00'],
  ['Assistant Store Manager', '41-1011.00'],
  ['Front Office Executive', '43-4171.00'],
  ['Admin Executive', '43-6014.00'],
  ['Administration Executive', '43-6014.00'],
  ['Accounts Executive', '43-3031.00'],
  ['Marketing Executive', '11-2021.00'],
  ['Digital Marketing Executive', '11-2021.00'],
  ['Content Executive', '27-3043.00'],
  ['Picker Packer', '53-7065.00'],
]
