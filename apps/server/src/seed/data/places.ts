// Real places and schools (public names) so the demo looks real; pro team nicknames are invented.

export const hometowns = [
  'Atlanta, GA', 'Baltimore, MD', 'Birmingham, AL', 'Boston, MA', 'Charlotte, NC', 'Chicago, IL',
  'Cincinnati, OH', 'Cleveland, OH', 'Columbus, OH', 'Dallas, TX', 'Denver, CO', 'Detroit, MI',
  'Durham, NC', 'El Paso, TX', 'Fresno, CA', 'Gary, IN', 'Houston, TX', 'Indianapolis, IN',
  'Jackson, MS', 'Kansas City, MO', 'Las Vegas, NV', 'Lexington, KY', 'Little Rock, AR',
  'Los Angeles, CA', 'Louisville, KY', 'Memphis, TN', 'Miami, FL', 'Milwaukee, WI',
  'Minneapolis, MN', 'Nashville, TN', 'New Orleans, LA', 'Newark, NJ', 'Oakland, CA',
  'Oklahoma City, OK', 'Omaha, NE', 'Orlando, FL', 'Philadelphia, PA', 'Phoenix, AZ',
  'Pittsburgh, PA', 'Portland, OR', 'Raleigh, NC', 'Richmond, VA', 'Sacramento, CA',
  'Salt Lake City, UT', 'San Antonio, TX', 'San Diego, CA', 'Seattle, WA', 'St. Louis, MO',
  'Tampa, FL', 'Toledo, OH', 'Tulsa, OK', 'Washington, DC', 'Toronto, ON', 'Montréal, QC',
  'Lagos, Nigeria', 'Belgrade, Serbia', 'Madrid, Spain', 'Melbourne, Australia', 'Paris, France',
] as const;

/** [school, nickname] for NCAA men's and women's teams. */
export const majorColleges = [
  ['Duke', 'Blue Devils'], ['North Carolina', 'Tar Heels'], ['Kentucky', 'Wildcats'],
  ['Kansas', 'Jayhawks'], ['Gonzaga', 'Bulldogs'], ['Villanova', 'Wildcats'],
  ['UConn', 'Huskies'], ['Michigan State', 'Spartans'], ['UCLA', 'Bruins'], ['Arizona', 'Wildcats'],
  ['Baylor', 'Bears'], ['Houston', 'Cougars'], ['Purdue', 'Boilermakers'], ['Tennessee', 'Volunteers'],
  ['Alabama', 'Crimson Tide'], ['Auburn', 'Tigers'], ['Texas', 'Longhorns'], ['Indiana', 'Hoosiers'],
  ['Louisville', 'Cardinals'], ['Syracuse', 'Orange'], ['Marquette', 'Golden Eagles'],
  ['Creighton', 'Bluejays'], ['Iowa', 'Hawkeyes'], ['Iowa State', 'Cyclones'],
  ['Ohio State', 'Buckeyes'], ['Michigan', 'Wolverines'], ['Wisconsin', 'Badgers'],
  ['Illinois', 'Fighting Illini'], ['Maryland', 'Terrapins'], ['Virginia', 'Cavaliers'],
  ['Florida', 'Gators'], ['Arkansas', 'Razorbacks'], ['LSU', 'Tigers'], ['Oregon', 'Ducks'],
  ['Stanford', 'Cardinal'], ['USC', 'Trojans'], ['Texas Tech', 'Red Raiders'],
  ['Oklahoma', 'Sooners'], ['Xavier', 'Musketeers'], ['Providence', 'Friars'],
  ['St. John\'s', 'Red Storm'], ['Georgetown', 'Hoyas'], ['Miami', 'Hurricanes'],
  ['Notre Dame', 'Fighting Irish'], ['South Carolina', 'Gamecocks'], ['Memphis', 'Tigers'],
  ['San Diego State', 'Aztecs'], ['Saint Mary\'s', 'Gaels'], ['Dayton', 'Flyers'], ['BYU', 'Cougars'],
] as const;

/** Smaller programs: the large seed's college teams after the major ones. */
export const smallColleges = [
  ['Belmont', 'Bruins'], ['Drake', 'Bulldogs'], ['Furman', 'Paladins'], ['Vermont', 'Catamounts'],
  ['Montana', 'Grizzlies'], ['Wofford', 'Terriers'], ['Princeton', 'Tigers'], ['Yale', 'Bulldogs'],
  ['Bucknell', 'Bison'], ['Colgate', 'Raiders'], ['Davidson', 'Wildcats'], ['Richmond', 'Spiders'],
  ['Toledo', 'Rockets'], ['Akron', 'Zips'], ['Liberty', 'Flames'], ['Samford', 'Bulldogs'],
  ['Oral Roberts', 'Golden Eagles'], ['Grand Canyon', 'Antelopes'], ['UC Irvine', 'Anteaters'],
  ['Chattanooga', 'Mocs'], ['Murray State', 'Racers'], ['Northern Iowa', 'Panthers'],
  ['Wright State', 'Raiders'], ['Iona', 'Gaels'], ['Vermont State', 'Mountaineers'],
  ['James Madison', 'Dukes'], ['Towson', 'Tigers'], ['Loyola Chicago', 'Ramblers'],
] as const;

export const proCities = [
  'Atlanta', 'Boston', 'Brooklyn', 'Charlotte', 'Chicago', 'Cleveland', 'Dallas', 'Denver',
  'Detroit', 'Golden State', 'Houston', 'Indiana', 'Los Angeles', 'Memphis', 'Miami', 'Milwaukee',
  'Minnesota', 'New Orleans', 'New York', 'Oklahoma City', 'Orlando', 'Philadelphia', 'Phoenix',
  'Portland', 'Sacramento', 'San Antonio', 'Toronto', 'Utah', 'Washington', 'Seattle',
] as const;

export const minorCities = [
  'Austin', 'Birmingham', 'Capital City', 'Cleveland', 'College Park', 'Delaware', 'Grand Rapids',
  'Greensboro', 'Iowa', 'Long Island', 'Maine', 'Memphis', 'Mexico City', 'Motor City',
  'Oklahoma City', 'Osceola', 'Rio Grande Valley', 'Salt Lake City', 'San Diego',
  'Santa Cruz', 'Sioux Falls', 'South Bay', 'Stockton', 'Texas', 'Westchester', 'Wisconsin', 'Mississauga',
  'Windy City', 'Valley', 'Ontario',
] as const;

export const proNicknames = [
  'Aviators', 'Blaze', 'Bolts', 'Cyclones', 'Comets', 'Condors', 'Express', 'Falcons', 'Foxes',
  'Gold', 'Guardians', 'Harbormen', 'Ironmen', 'Jets', 'Knights', 'Mariners',
  'Monarchs', 'Mustangs', 'Outlaws', 'Pilots', 'Pioneers', 'Rangers', 'Rapids', 'Ravens',
  'Sentinels', 'Stallions', 'Summit', 'Thunderbirds', 'Titans', 'Vipers',
] as const;
