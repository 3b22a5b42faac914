// Name parts for fictional people. Surnames are composed from two parts ("Cal" + "brook") so
// the seed does not reproduce real players' names; a few accented names exercise search.

export const maleFirstNames = [
  'Aaron', 'Adrian', 'Aiden', 'Alec', 'Amari', 'Andre', 'Andrés', 'Ari', 'Asher', 'Austin',
  'Beckett', 'Bennett', 'Blake', 'Brady', 'Brandon', 'Bryce', 'Caleb', 'Camden', 'Carter',
  'Cason', 'Cedric', 'Chase', 'Colin', 'Connor', 'Cooper', 'Corey', 'Dalton', 'Damon', 'Dante',
  'Darius', 'Dashawn', 'Declan', 'Deon', 'Derrick', 'Desmond', 'Dominic', 'Donovan', 'Dylan',
  'Elijah', 'Elias', 'Emeka', 'Emmett', 'Ethan', 'Evan', 'Felix', 'Finn', 'Gavin', 'Grant',
  'Griffin', 'Hayden', 'Hugo', 'Ibrahim', 'Isaac', 'Isaiah', 'Ivan', 'Jace', 'Jalen', 'Jamal',
  'Jamison', 'Jaylen', 'Jonah', 'José', 'Josiah', 'Jude', 'Julian', 'Kai', 'Kamari', 'Keegan',
  'Kellan', 'Kendrick', 'Kian', 'Kobe', 'Lamar', 'Landon', 'Lars', 'Leon', 'Levi', 'Liam',
  'Luca', 'Lucas', 'Malik', 'Marcus', 'Mateo', 'Matías', 'Micah', 'Miles', 'Mason', 'Nico',
  'Nikola', 'Noah', 'Nolan', 'Omar', 'Owen', 'Parker', 'Quentin', 'Quincy', 'Rafael', 'Reed',
  'Reggie', 'Rhys', 'Roman', 'Rowan', 'Ryder', 'Samir', 'Santiago', 'Sean', 'Silas', 'Soren',
  'Tariq', 'Terrence', 'Theo', 'Tobias', 'Trey', 'Tristan', 'Tyrese', 'Victor', 'Wade',
  'Warren', 'Xavier', 'Yusuf', 'Zaire', 'Zane', 'Zion',
] as const;

export const femaleFirstNames = [
  'Aaliyah', 'Addison', 'Adriana', 'Aisha', 'Alana', 'Alexis', 'Amara', 'Amelia', 'Anaya',
  'Aniyah', 'Aria', 'Ariana', 'Aubrey', 'Ava', 'Bailey', 'Bella', 'Brianna', 'Brooke',
  'Camila', 'Chloé', 'Ciara', 'Dakota', 'Daniela', 'Destiny', 'Eden', 'Elena', 'Eliana',
  'Ella', 'Emery', 'Esme', 'Faith', 'Gabriela', 'Gianna', 'Grace', 'Hailey', 'Harper',
  'Hazel', 'Imani', 'Iris', 'Isabel', 'Ivy', 'Jada', 'Jasmine', 'Jordyn', 'Josephine',
  'Kaia', 'Kayla', 'Keira', 'Kendall', 'Kiara', 'Layla', 'Leah', 'Lena', 'Lila', 'Lucía',
  'Lydia', 'Mackenzie', 'Madison', 'Maya', 'Mia', 'Mila', 'Morgan', 'Nadia', 'Naomi',
  'Natalia', 'Nia', 'Nora', 'Olivia', 'Paige', 'Peyton', 'Quinn', 'Raven', 'Reagan', 'Renée',
  'Riley', 'Rosa', 'Ruby', 'Sadie', 'Samara', 'Sienna', 'Sierra', 'Skylar', 'Sofia', 'Tatum',
  'Tessa', 'Tiana', 'Valeria', 'Vanessa', 'Vivian', 'Willow', 'Ximena', 'Yara', 'Zara', 'Zoë',
] as const;

export const surnameStarts = [
  'Ash', 'Bal', 'Bel', 'Bram', 'Bren', 'Cal', 'Car', 'Cor', 'Dal', 'Dun', 'El', 'Fal', 'Fen',
  'Gar', 'Gil', 'Hal', 'Hart', 'Hol', 'Kel', 'Kin', 'Lan', 'Lock', 'Mar', 'Mer', 'Nor', 'Oak',
  'Pem', 'Quil', 'Rad', 'Ren', 'Sel', 'Stan', 'Thorn', 'Tal', 'Ul', 'Vel', 'Wes', 'Wyn',
] as const;

export const surnameEnds = [
  'brook', 'by', 'croft', 'dale', 'den', 'field', 'ford', 'gate', 'ham', 'hurst', 'ington',
  'ley', 'more', 'ridge', 'stead', 'ton', 'ville', 'well', 'wick', 'worth',
] as const;

/** Invented surnames with other shapes, for variety (and accents for search tests). */
export const extraSurnames = [
  'Adeyemi-Voss', 'Baptiste-Roan', 'Castellanos-Pry', 'Delacroix-Ames', 'Okonkwo-Lind',
  'Núñez-Caldera', 'Brennagh', 'Quillfeather', 'Marchetti-Royce', 'Oyelaran', 'Vasquez-Thorne',
  'Ekwueme-Hale', 'Kowalczyk-Reid', 'Sørvik', 'Müllerton', 'Ibarrondo', 'Fairweather',
] as const;

export const creatorLabels = ['Analyst', 'Reporter', 'Scout', 'Columnist', 'Podcaster', 'Editor'] as const;
