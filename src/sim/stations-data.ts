// The simulated stations and podcasts (ids 101..114) with their shows. Hand-written so the
// names are stable across seeds: tests and the emulator refer to them by name.

export interface ShowSeed {
  name: string;
  about: string;
  hosts: string[];
  categories: string[];
}

export interface StationSeed {
  id: number;
  name: string;
  type: 'Radio' | 'Podcast';
  city: string;
  lat: number;
  lng: number;
  about: string;
  hosts: string[];
  categories: string[];
  network: string;
  shows: ShowSeed[];
}

export const STATION_SEEDS: readonly StationSeed[] = [
  {
    id: 101,
    name: 'KVTR Public Radio',
    type: 'Radio',
    city: 'Portland, Oregon',
    lat: 45.5152,
    lng: -122.6784,
    about: 'Listener-supported news and culture for the Pacific Northwest.',
    hosts: ['Dana Whitfield', 'Marcus Oyelaran'],
    categories: ['news.us', 'news.world', 'entertainment'],
    network: 'Northwest Public Network',
    shows: [
      {
        name: 'Morning Cascade',
        about: 'The morning news hour for Oregon.',
        hosts: ['Dana Whitfield'],
        categories: ['news.us'],
      },
      {
        name: 'Rose City Arts',
        about: 'Music, film and books from Portland.',
        hosts: ['Marcus Oyelaran'],
        categories: ['entertainment'],
      },
      {
        name: 'Timberline Report',
        about: 'Climate and the outdoors.',
        hosts: ['Ellie Brandt'],
        categories: ['news.us', 'news.world'],
      },
    ],
  },
  {
    id: 102,
    name: 'WBRN News Radio',
    type: 'Radio',
    city: 'Boston',
    lat: 42.3601,
    lng: -71.0589,
    about: 'All news, all day, from the heart of New England.',
    hosts: ['Pat Donnelly', 'Grace Liu'],
    categories: ['news.us', 'sports', 'news.business'],
    network: 'Atlantic News Group',
    shows: [
      {
        name: 'Boston at Dawn',
        about: 'Headlines, weather and traffic every ten minutes.',
        hosts: ['Pat Donnelly'],
        categories: ['news.us'],
      },
      {
        name: 'The Fenway Hour',
        about: 'Sports talk with the callers of New England.',
        hosts: ['Grace Liu', 'Tony Marchetti'],
        categories: ['sports'],
      },
    ],
  },
  {
    id: 103,
    name: 'Bay City Radio',
    type: 'Radio',
    city: 'San Francisco',
    lat: 37.7749,
    lng: -122.4194,
    about: 'Tech, business and culture from the Bay Area.',
    hosts: ['Priya Raman', 'Jon Eckert'],
    categories: ['news.tech', 'news.business'],
    network: 'Pacific Coast Broadcasting',
    shows: [
      {
        name: 'Valley Wire',
        about: 'Daily technology news.',
        hosts: ['Priya Raman'],
        categories: ['news.tech'],
      },
      {
        name: 'Startup Standup',
        about: 'Founders and investors, in ten minutes.',
        hosts: ['Jon Eckert'],
        categories: ['news.business', 'news.tech'],
      },
      {
        name: 'Fog City Nights',
        about: 'Evening music and conversation.',
        hosts: ['Lena Park'],
        categories: ['entertainment'],
      },
    ],
  },
  {
    id: 104,
    name: 'Capital Talk',
    type: 'Radio',
    city: 'Washington',
    lat: 38.9072,
    lng: -77.0369,
    about: 'Politics and policy from the nation’s capital.',
    hosts: ['Howard Kline', 'Simone Achebe'],
    categories: ['news.us', 'news.world'],
    network: 'Atlantic News Group',
    shows: [
      {
        name: 'The Hill Today',
        about: 'What Congress did today and why it matters.',
        hosts: ['Howard Kline'],
        categories: ['news.us'],
      },
      {
        name: 'Foreign Desk',
        about: 'Diplomacy and world affairs.',
        hosts: ['Simone Achebe'],
        categories: ['news.world'],
      },
    ],
  },
  {
    id: 105,
    name: 'Lakeside FM',
    type: 'Radio',
    city: 'Chicago',
    lat: 41.8781,
    lng: -87.6298,
    about: 'Chicago’s home for sports, music and the morning drive.',
    hosts: ['Ray Kowalski', 'Tasha Greene'],
    categories: ['sports', 'entertainment', 'news.us'],
    network: 'Midwest Radio Partners',
    shows: [
      {
        name: 'Windy City Sports',
        about: 'Scores, trades and hot takes.',
        hosts: ['Ray Kowalski'],
        categories: ['sports'],
      },
      {
        name: 'Lakeshore Drive',
        about: 'The morning show.',
        hosts: ['Tasha Greene'],
        categories: ['news.us', 'entertainment'],
      },
    ],
  },
  {
    id: 106,
    name: 'Gulf Coast Radio',
    type: 'Radio',
    city: 'Houston',
    lat: 29.7604,
    lng: -95.3698,
    about: 'Energy, business and Texas news.',
    hosts: ['Luis Ortega', 'Beth Caldwell'],
    categories: ['news.business', 'news.us'],
    network: 'Lone Star Media',
    shows: [
      {
        name: 'Energy Desk',
        about: 'Oil, gas, wind and the grid.',
        hosts: ['Luis Ortega'],
        categories: ['news.business'],
      },
      {
        name: 'Bayou City Morning',
        about: 'Houston wakes up here.',
        hosts: ['Beth Caldwell'],
        categories: ['news.us'],
      },
    ],
  },
  {
    id: 107,
    name: 'Mountain Public Media',
    type: 'Radio',
    city: 'Denver',
    lat: 39.7392,
    lng: -104.9903,
    about: 'Public radio for the Rocky Mountain West.',
    hosts: ['Claire Huxley', 'Ben Two Feathers'],
    categories: ['news.us', 'news.world', 'offbeat'],
    network: 'Northwest Public Network',
    shows: [
      {
        name: 'High Country Hour',
        about: 'Regional news and conversation.',
        hosts: ['Claire Huxley'],
        categories: ['news.us'],
      },
      {
        name: 'Trailhead',
        about: 'Stories from the mountains.',
        hosts: ['Ben Two Feathers'],
        categories: ['offbeat'],
      },
    ],
  },
  {
    id: 108,
    name: 'Thames Radio',
    type: 'Radio',
    city: 'London',
    lat: 51.5074,
    lng: -0.1278,
    about: 'News and football from London to the world.',
    hosts: ['Oliver Pennington', 'Amira Hassan'],
    categories: ['news.world', 'sports', 'news.business'],
    network: 'Albion Broadcasting',
    shows: [
      {
        name: 'The London Briefing',
        about: 'World news at breakfast.',
        hosts: ['Amira Hassan'],
        categories: ['news.world'],
      },
      {
        name: 'Terrace Talk',
        about: 'Premier League talk.',
        hosts: ['Oliver Pennington'],
        categories: ['sports'],
      },
      {
        name: 'City Markets',
        about: 'The City and the markets.',
        hosts: ['Fiona Blake'],
        categories: ['news.business'],
      },
    ],
  },
  {
    id: 109,
    name: 'Harbour FM',
    type: 'Radio',
    city: 'Sydney',
    lat: -33.8688,
    lng: 151.2093,
    about: 'Sydney’s voice for news, sport and the arts.',
    hosts: ['Mick Adeyemi', 'Sophie Tran'],
    categories: ['news.world', 'sports', 'entertainment'],
    network: 'Southern Cross Audio',
    shows: [
      {
        name: 'Harbour Mornings',
        about: 'News and views to start the day.',
        hosts: ['Sophie Tran'],
        categories: ['news.world'],
      },
      { name: 'Boundary Line', about: 'Cricket and rugby.', hosts: ['Mick Adeyemi'], categories: ['sports'] },
    ],
  },
  {
    id: 110,
    name: 'Maple Radio',
    type: 'Radio',
    city: 'Toronto',
    lat: 43.6532,
    lng: -79.3832,
    about: 'Canadian news and culture.',
    hosts: ['Jean-Luc Moreau', 'Harpreet Sandhu'],
    categories: ['news.world', 'entertainment', 'sports'],
    network: 'Northern Lights Radio',
    shows: [
      {
        name: 'True North Today',
        about: 'The national conversation.',
        hosts: ['Harpreet Sandhu'],
        categories: ['news.world'],
      },
      {
        name: 'Rink Side',
        about: 'Hockey night, every night.',
        hosts: ['Jean-Luc Moreau'],
        categories: ['sports'],
      },
    ],
  },
  {
    id: 111,
    name: 'Mumbai Live',
    type: 'Radio',
    city: 'Mumbai',
    lat: 19.076,
    lng: 72.8777,
    about: 'Bollywood, business and cricket from Mumbai.',
    hosts: ['Ananya Iyer', 'Rohit Mehra'],
    categories: ['entertainment', 'news.business', 'sports'],
    network: 'Arabian Sea Media',
    shows: [
      {
        name: 'Bandstand Beats',
        about: 'Film music and the stars who make it.',
        hosts: ['Ananya Iyer'],
        categories: ['entertainment'],
      },
      {
        name: 'Dalal Street Daily',
        about: 'Markets and money.',
        hosts: ['Rohit Mehra'],
        categories: ['news.business'],
      },
      {
        name: 'Over the Wicket',
        about: 'Cricket, ball by ball.',
        hosts: ['Kabir Shah'],
        categories: ['sports'],
      },
    ],
  },
  {
    id: 112,
    name: 'Signal and Noise',
    type: 'Podcast',
    city: 'San Francisco',
    lat: 37.7749,
    lng: -122.4194,
    about: 'A podcast about the technology that shapes our lives.',
    hosts: ['Maya Castellanos', 'Dev Patel'],
    categories: ['news.tech'],
    network: 'Independent Audio Collective',
    shows: [
      {
        name: 'Signal and Noise Weekly',
        about: 'The week in tech, explained.',
        hosts: ['Maya Castellanos', 'Dev Patel'],
        categories: ['news.tech'],
      },
      {
        name: 'Model Behaviour',
        about: 'Conversations about artificial intelligence.',
        hosts: ['Dev Patel'],
        categories: ['news.tech'],
      },
    ],
  },
  {
    id: 113,
    name: 'Market Minute',
    type: 'Podcast',
    city: 'New York',
    lat: 40.7128,
    lng: -74.006,
    about: 'Sixty seconds on the money that moved today.',
    hosts: ['Alan Greer', 'Nadia Rostova'],
    categories: ['news.business'],
    network: 'Independent Audio Collective',
    shows: [
      {
        name: 'The Opening Bell',
        about: 'What to watch before the markets open.',
        hosts: ['Alan Greer'],
        categories: ['news.business'],
      },
      {
        name: 'Closing Numbers',
        about: 'How the day ended on the markets.',
        hosts: ['Nadia Rostova'],
        categories: ['news.business'],
      },
    ],
  },
  {
    id: 114,
    name: 'Offbeat Stories',
    type: 'Podcast',
    city: 'Austin',
    lat: 30.2672,
    lng: -97.7431,
    about: 'Odd, delightful and true stories from around the world.',
    hosts: ['Wendy Albright', 'Gus Ferreira'],
    categories: ['offbeat', 'entertainment'],
    network: 'Independent Audio Collective',
    shows: [
      {
        name: 'Strange but True',
        about: 'The news that made us look twice.',
        hosts: ['Wendy Albright'],
        categories: ['offbeat'],
      },
      {
        name: 'Curiosity Shop',
        about: 'Listener questions, answered at length.',
        hosts: ['Gus Ferreira'],
        categories: ['offbeat'],
      },
      {
        name: 'Small Wonders',
        about: 'Tiny stories with big hearts.',
        hosts: ['Wendy Albright', 'Gus Ferreira'],
        categories: ['offbeat', 'entertainment'],
      },
    ],
  },
];
