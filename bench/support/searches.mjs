// What shoppers type into the live search: with and without marks, one word and several, one that finds nothing,
// colours, which only variations hold and the search so finds in no listed product, and two common words no name
// holds together, which walked the whole table on PostgreSQL (decision 051).
export const typedSearches = ['áo sơ mi', 'dam', 'tui xach', 'Giày thể thao', 'binh nuoc', 'mẫu 4711', 'coc su men', 'khongcodau', 'xanh', 'áo xanh', 'xanh navy', 'xach jean'];

/** The live search's call (spec 7.4) for the text. */
export const liveSearchPath = (text) => `/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${encodeURIComponent(text)}`;

/** Autocannon options cycling through every typed search; at 1M products an answer takes seconds, so wait for it. */
export const searchLoad = (connections) => ({ connections, timeout: 60, requests: typedSearches.map((text) => ({ path: liveSearchPath(text) })) });
