import type { Allergen } from '../../../lib/upstream/schemas/index.ts';
import type { T5 } from './types.ts';

type Diet = 'vegan' | 'vegetarian' | 'glutenFree' | 'lactoseFree';

export type SeedArticle = {
  code: string;
  category: string;
  kind?: 'Article' | 'Suggested';
  sek: number;
  image: string;
  text: T5;
  long: T5;
  allergens: Allergen[];
  diets: Diet[];
  available?: boolean;
  /** Only on the full menu (shop 1). */
  fullOnly?: boolean;
  choiceGroups?: string;
  suggested?: string[];
  campaigns?: string[];
  /** The price without its campaign, when the campaign lowers it (`sek` is then the campaign price). */
  regularSek?: number;
};

const BURGER_SIDES = ['S301', 'S305', 'D501'];

export const SEED_ARTICLES: SeedArticle[] = [
  // Burgare/Klassiker
  {
    code: 'B101', category: 'Burgare/Klassiker', sek: 129, image: 'menu/burger-classic.webp',
    text: { sv: 'Klassisk burgare', fi: 'Klassinen hampurilainen', en: 'Classic burger', ru: 'Классический бургер', no: 'Klassisk burger' },
    long: {
      sv: '150 g nötkött med sallad, tomat, rödlök, saltgurka och husets dressing i ett rostat briochebröd.',
      fi: '150 g naudanlihaa, salaattia, tomaattia, punasipulia, suolakurkkua ja talon kastiketta paahdetussa briossisämpylässä.',
      en: '150 g of beef with lettuce, tomato, red onion, pickles and our house dressing in a toasted brioche bun.',
      ru: '150 г говядины, листья салата, томат, красный лук, маринованные огурцы и фирменный соус в поджаренной булочке бриошь.',
      no: '150 g storfekjøtt med salat, tomat, rødløk, sylteagurk og husets dressing i et ristet briochebrød.',
    },
    allergens: ['gluten', 'eggs', 'mustard', 'sesame'], diets: [], choiceGroups: 'burger', suggested: BURGER_SIDES,
  },
  {
    code: 'B102', category: 'Burgare/Klassiker', sek: 139, image: 'menu/burger-classic.webp',
    text: { sv: 'Cheeseburgare', fi: 'Juustohampurilainen', en: 'Cheeseburger', ru: 'Чизбургер', no: 'Cheeseburger' },
    long: {
      sv: '150 g nötkött med dubbel cheddar, sallad, tomat, saltgurka och husets dressing i rostat briochebröd.',
      fi: '150 g naudanlihaa, tuplacheddaria, salaattia, tomaattia, suolakurkkua ja talon kastiketta paahdetussa briossisämpylässä.',
      en: '150 g of beef with double cheddar, lettuce, tomato, pickles and house dressing in a toasted brioche bun.',
      ru: '150 г говядины, двойной чеддер, салат, томат, маринованные огурцы и фирменный соус в поджаренной булочке бриошь.',
      no: '150 g storfekjøtt med dobbel cheddar, salat, tomat, sylteagurk og husets dressing i ristet briochebrød.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame'], diets: [], choiceGroups: 'burger', suggested: BURGER_SIDES,
  },
  {
    code: 'B103', category: 'Burgare/Klassiker', sek: 149, image: 'menu/burger-classic-large.jpg',
    text: { sv: 'Baconburgare', fi: 'Pekonihampurilainen', en: 'Bacon burger', ru: 'Бургер с беконом', no: 'Baconburger' },
    long: {
      sv: '150 g nötkött med krispigt bacon, cheddar, rostad lök och rökig BBQ-majonnäs.',
      fi: '150 g naudanlihaa, rapeaa pekonia, cheddaria, paahdettua sipulia ja savuista BBQ-majoneesia.',
      en: '150 g of beef with crispy bacon, cheddar, fried onions and smoky BBQ mayonnaise.',
      ru: '150 г говядины, хрустящий бекон, чеддер, жареный лук и копчёный майонез барбекю.',
      no: '150 g storfekjøtt med sprø bacon, cheddar, ristet løk og røykig BBQ-majones.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame'], diets: [], choiceGroups: 'burger', suggested: BURGER_SIDES,
  },
  {
    code: 'B104', category: 'Burgare/Klassiker', sek: 179, image: 'menu/burger-double.webp',
    text: { sv: 'Dubbel Nordic', fi: 'Tupla Nordic', en: 'Double Nordic', ru: 'Двойной «Нордик»', no: 'Dobbel Nordic' },
    long: {
      sv: 'Två 120 g-biffar, dubbel cheddar, bacon, rödlök, saltgurka och husets dressing – för den riktigt hungriga.',
      fi: 'Kaksi 120 g:n pihviä, tuplacheddaria, pekonia, punasipulia, suolakurkkua ja talon kastiketta – todella nälkäisille.',
      en: 'Two 120 g patties, double cheddar, bacon, red onion, pickles and house dressing – for the truly hungry.',
      ru: 'Две котлеты по 120 г, двойной чеддер, бекон, красный лук, маринованные огурцы и фирменный соус — для тех, кто по-настоящему голоден.',
      no: 'To 120 g-burgere, dobbel cheddar, bacon, rødløk, sylteagurk og husets dressing – for de skikkelig sultne.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame'], diets: [], choiceGroups: 'burger', suggested: BURGER_SIDES,
    // The burger of the week: 179 kr instead of 199 kr. The other campaigns lower no price.
    campaigns: ['VECKANS'], regularSek: 199,
  },
  {
    code: 'B105', category: 'Burgare/Klassiker', sek: 139, image: 'menu/burger-chicken.webp',
    text: { sv: 'Kycklingburgare', fi: 'Kanahampurilainen', en: 'Chicken burger', ru: 'Бургер с курицей', no: 'Kyllingburger' },
    long: {
      sv: 'Frasig kycklingfilé med coleslaw, sallad och limemajonnäs i rostat bröd.',
      fi: 'Rapea broilerinfilee, coleslaw’ta, salaattia ja limemajoneesia paahdetussa sämpylässä.',
      en: 'Crispy chicken fillet with coleslaw, lettuce and lime mayonnaise in a toasted bun.',
      ru: 'Хрустящее куриное филе с салатом коулсло, листьями салата и майонезом с лаймом в поджаренной булочке.',
      no: 'Sprø kyllingfilet med coleslaw, salat og limemajones i ristet brød.',
    },
    allergens: ['gluten', 'eggs', 'mustard'], diets: ['lactoseFree'], choiceGroups: 'burger', suggested: BURGER_SIDES,
  },
  {
    code: 'B106', category: 'Burgare/Klassiker', sek: 159, image: 'menu/burger-chicken.webp', fullOnly: true,
    text: { sv: 'Laxburgare', fi: 'Lohihampurilainen', en: 'Salmon burger', ru: 'Бургер с лососем', no: 'Lakseburger' },
    long: {
      sv: 'Grillad laxbiff med dillmajonnäs, picklad rödlök och ruccola.',
      fi: 'Grillattu lohipihvi, tillimajoneesia, marinoitua punasipulia ja rucolaa.',
      en: 'Grilled salmon patty with dill mayonnaise, pickled red onion and rocket.',
      ru: 'Котлета из лосося на гриле с укропным майонезом, маринованным красным луком и рукколой.',
      no: 'Grillet laksepatty med dillmajones, syltet rødløk og ruccola.',
    },
    allergens: ['gluten', 'fish', 'eggs', 'mustard'], diets: ['lactoseFree'], choiceGroups: 'burger', suggested: ['S302', 'S306', 'D504'],
  },
  // Burgare/Växtbaserat
  {
    code: 'V201', category: 'Burgare/Växtbaserat', sek: 135, image: 'menu/burger-veggie.webp',
    text: { sv: 'Växtburgare', fi: 'Kasvipihvihampurilainen', en: 'Plant-based burger', ru: 'Растительный бургер', no: 'Plantebasert burger' },
    long: {
      sv: 'Saftig växtbaserad biff på ärtprotein med vegansk majonnäs, sallad, tomat och picklad rödlök.',
      fi: 'Mehevä herneproteiinipihvi, vegaanista majoneesia, salaattia, tomaattia ja marinoitua punasipulia.',
      en: 'A juicy pea-protein patty with vegan mayonnaise, lettuce, tomato and pickled red onion.',
      ru: 'Сочная котлета из горохового белка с веганским майонезом, салатом, томатом и маринованным красным луком.',
      no: 'Saftig plantebasert burger av erteprotein med vegansk majones, salat, tomat og syltet rødløk.',
    },
    allergens: ['gluten', 'mustard', 'sesame'], diets: ['vegan', 'vegetarian', 'lactoseFree'], choiceGroups: 'plantBurger',
    suggested: ['S302', 'S306', 'D503'], campaigns: ['GRON'],
  },
  {
    code: 'V202', category: 'Burgare/Växtbaserat', sek: 145, image: 'menu/burger-veggie.webp',
    text: { sv: 'Halloumiburgare', fi: 'Halloumihampurilainen', en: 'Halloumi burger', ru: 'Бургер с халлуми', no: 'Halloumiburger' },
    long: {
      sv: 'Grillad halloumi med rostad paprika, ruccola och hummusdressing.',
      fi: 'Grillattua halloumia, paahdettua paprikaa, rucolaa ja hummuskastiketta.',
      en: 'Grilled halloumi with roasted pepper, rocket and hummus dressing.',
      ru: 'Жареный сыр халлуми с печёным перцем, рукколой и соусом из хумуса.',
      no: 'Grillet halloumi med ristet paprika, ruccola og hummusdressing.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'sesame'], diets: ['vegetarian'], choiceGroups: 'halloumiBurger', suggested: BURGER_SIDES,
  },
  // Sallader
  {
    code: 'L401', category: 'Sallader', sek: 119, image: 'menu/salad.webp',
    text: { sv: 'Caesarsallad med kyckling', fi: 'Caesar-salaatti kanalla', en: 'Chicken Caesar salad', ru: 'Салат «Цезарь» с курицей', no: 'Cæsarsalat med kylling' },
    long: {
      sv: 'Romansallad, grillad kyckling, parmesan, krutonger och klassisk caesardressing.',
      fi: 'Roomansalaattia, grillattua kanaa, parmesaania, krutonkeja ja klassista caesar-kastiketta.',
      en: 'Romaine lettuce, grilled chicken, parmesan, croutons and classic Caesar dressing.',
      ru: 'Салат романо, курица гриль, пармезан, гренки и классическая заправка «Цезарь».',
      no: 'Romanosalat, grillet kylling, parmesan, krutonger og klassisk cæsardressing.',
    },
    allergens: ['gluten', 'eggs', 'fish', 'milk', 'mustard'], diets: [], choiceGroups: 'salad', suggested: ['D504', 'E702'],
  },
  {
    code: 'L402', category: 'Sallader', sek: 115, image: 'menu/salad.webp',
    text: { sv: 'Quinoasallad', fi: 'Kvinoasalaatti', en: 'Quinoa salad', ru: 'Салат с киноа', no: 'Quinoasalat' },
    long: {
      sv: 'Quinoa, rostad sötpotatis, avokado, edamame och sesamdressing.',
      fi: 'Kvinoaa, paahdettua bataattia, avokadoa, edamamepapuja ja seesamikastiketta.',
      en: 'Quinoa, roasted sweet potato, avocado, edamame and sesame dressing.',
      ru: 'Киноа, запечённый батат, авокадо, эдамаме и кунжутная заправка.',
      no: 'Quinoa, ristet søtpotet, avokado, edamame og sesamdressing.',
    },
    allergens: ['sesame', 'soybeans'], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'], choiceGroups: 'salad',
    suggested: ['D503'], campaigns: ['GRON'],
  },
  // Tillbehör
  {
    code: 'S301', category: 'Tillbehör', sek: 39, image: 'menu/fries.webp',
    text: { sv: 'Pommes frites', fi: 'Ranskalaiset perunat', en: 'French fries', ru: 'Картофель фри', no: 'Pommes frites' },
    long: {
      sv: 'Krispiga pommes frites med flingsalt.',
      fi: 'Rapeat ranskalaiset ja hiutalesuolaa.',
      en: 'Crispy fries with flaky sea salt.',
      ru: 'Хрустящий картофель фри с хлопьями морской соли.',
      no: 'Sprø pommes frites med flaksalt.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'], suggested: ['S305', 'S306'],
  },
  {
    code: 'S302', category: 'Tillbehör', sek: 45, image: 'menu/fries.webp',
    text: { sv: 'Sötpotatispommes', fi: 'Bataattiranskalaiset', en: 'Sweet potato fries', ru: 'Картофель фри из батата', no: 'Søtpotetfries' },
    long: {
      sv: 'Sötpotatispommes med rökt paprikasalt.',
      fi: 'Bataattiranskalaiset ja savupaprikasuolaa.',
      en: 'Sweet potato fries with smoked paprika salt.',
      ru: 'Картофель фри из батата с солью и копчёной паприкой.',
      no: 'Søtpotetfries med røkt paprikasalt.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'], suggested: ['S305', 'S306'],
  },
  {
    code: 'S303', category: 'Tillbehör', sek: 45, image: 'menu/onion-rings.webp',
    text: { sv: 'Lökringar', fi: 'Sipulirenkaat', en: 'Onion rings', ru: 'Луковые кольца', no: 'Løkringer' },
    long: {
      sv: 'Frasiga lökringar i en lätt och krispig smet.',
      fi: 'Rapeat sipulirenkaat kevyessä taikinakuoressa.',
      en: 'Crunchy onion rings in a light, crispy batter.',
      ru: 'Хрустящие луковые кольца в лёгком кляре.',
      no: 'Sprø løkringer i en lett og sprø røre.',
    },
    allergens: ['gluten'], diets: ['vegetarian', 'lactoseFree'], suggested: ['S306'],
  },
  {
    code: 'S304', category: 'Tillbehör', sek: 29, image: 'menu/salad.webp', fullOnly: true,
    text: { sv: 'Coleslaw', fi: 'Coleslaw', en: 'Coleslaw', ru: 'Салат коулсло', no: 'Coleslaw' },
    long: {
      sv: 'Krämig vitkålssallad med morot och äppelcidervinäger.',
      fi: 'Kermainen valkokaalisalaatti porkkanalla ja omenaviinietikalla.',
      en: 'Creamy white cabbage slaw with carrot and apple cider vinegar.',
      ru: 'Нежный салат из белокочанной капусты с морковью и яблочным уксусом.',
      no: 'Kremet hvitkålsalat med gulrot og eplesidereddik.',
    },
    allergens: ['eggs', 'mustard'], diets: ['vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'S305', category: 'Tillbehör', kind: 'Suggested', sek: 15, image: 'menu/dip.webp',
    text: { sv: 'Chipotlemajonnäs', fi: 'Chipotlemajoneesi', en: 'Chipotle mayo', ru: 'Майонез чипотле', no: 'Chipotlemajones' },
    long: {
      sv: 'Rökig och lagom het dipp till pommes och burgare.',
      fi: 'Savuinen ja sopivan tulinen dippi ranskalaisille ja hampurilaisille.',
      en: 'A smoky, medium-hot dip for fries and burgers.',
      ru: 'Копчёный соус средней остроты к картофелю фри и бургерам.',
      no: 'Røykig og passe sterk dipp til pommes frites og burgere.',
    },
    allergens: ['eggs', 'mustard'], diets: ['vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'S306', category: 'Tillbehör', kind: 'Suggested', sek: 15, image: 'menu/dip.webp',
    text: { sv: 'Vitlöksaioli', fi: 'Valkosipuliaioli', en: 'Garlic aioli', ru: 'Чесночный айоли', no: 'Hvitløksaioli' },
    long: {
      sv: 'Krämig aioli med rostad vitlök.',
      fi: 'Kermainen aioli paahdetulla valkosipulilla.',
      en: 'Creamy aioli with roasted garlic.',
      ru: 'Нежный айоли с печёным чесноком.',
      no: 'Kremet aioli med ristet hvitløk.',
    },
    allergens: ['eggs'], diets: ['vegetarian', 'glutenFree', 'lactoseFree'],
  },
  // Dryck/Kall dryck
  {
    code: 'D501', category: 'Dryck/Kall dryck', sek: 35, image: 'menu/soda.webp',
    text: { sv: 'Cola 33 cl', fi: 'Cola 33 cl', en: 'Cola 33 cl', ru: 'Кола 0,33 л', no: 'Cola 33 cl' },
    long: { sv: 'Iskall cola på burk.', fi: 'Jääkylmä cola tölkissä.', en: 'Ice-cold cola in a can.', ru: 'Ледяная кола в банке.', no: 'Iskald cola på boks.' },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'D502', category: 'Dryck/Kall dryck', sek: 35, image: 'menu/soda.webp',
    text: { sv: 'Cola Zero 33 cl', fi: 'Cola Zero 33 cl', en: 'Cola Zero 33 cl', ru: 'Кола Зеро 0,33 л', no: 'Cola Zero 33 cl' },
    long: { sv: 'Sockerfri cola på burk.', fi: 'Sokeriton cola tölkissä.', en: 'Sugar-free cola in a can.', ru: 'Кола без сахара в банке.', no: 'Sukkerfri cola på boks.' },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'D503', category: 'Dryck/Kall dryck', sek: 35, image: 'menu/juice.webp',
    text: { sv: 'Lingondricka', fi: 'Puolukkajuoma', en: 'Lingonberry drink', ru: 'Брусничный напиток', no: 'Tyttebærdrikk' },
    long: {
      sv: 'Svalkande dryck på nordiska lingon.',
      fi: 'Raikas juoma pohjoismaisista puolukoista.',
      en: 'A refreshing drink made from Nordic lingonberries.',
      ru: 'Освежающий напиток из северной брусники.',
      no: 'Forfriskende drikk av nordiske tyttebær.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'D504', category: 'Dryck/Kall dryck', sek: 29, image: 'menu/water.webp',
    text: { sv: 'Mineralvatten 50 cl', fi: 'Kivennäisvesi 50 cl', en: 'Sparkling water 50 cl', ru: 'Минеральная вода 0,5 л', no: 'Mineralvann 50 cl' },
    long: {
      sv: 'Naturligt kolsyrat mineralvatten.',
      fi: 'Luonnostaan hiilihapollinen kivennäisvesi.',
      en: 'Naturally sparkling mineral water.',
      ru: 'Природная газированная минеральная вода.',
      no: 'Naturlig kullsyreholdig mineralvann.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'],
  },
  {
    code: 'D505', category: 'Dryck/Kall dryck', sek: 59, image: 'menu/milkshake.webp',
    text: { sv: 'Vaniljmilkshake', fi: 'Vaniljapirtelö', en: 'Vanilla milkshake', ru: 'Ванильный молочный коктейль', no: 'Vaniljemilkshake' },
    long: {
      sv: 'Tjock milkshake på vaniljglass och mjölk, toppad med vispad grädde.',
      fi: 'Paksu pirtelö vaniljajäätelöstä ja maidosta, päällä kermavaahtoa.',
      en: 'A thick shake of vanilla ice cream and milk, topped with whipped cream.',
      ru: 'Густой коктейль из ванильного мороженого и молока со взбитыми сливками.',
      no: 'Tykk milkshake av vaniljeis og melk, toppet med pisket krem.',
    },
    allergens: ['milk'], diets: ['vegetarian', 'glutenFree'],
  },
  {
    code: 'D506', category: 'Dryck/Kall dryck', sek: 49, image: 'menu/juice.webp', available: false,
    text: { sv: 'Färskpressad apelsinjuice', fi: 'Tuorepuristettu appelsiinimehu', en: 'Freshly squeezed orange juice', ru: 'Свежевыжатый апельсиновый сок', no: 'Ferskpresset appelsinjuice' },
    long: {
      sv: 'Pressad på plats av söta apelsiner.',
      fi: 'Puristettu paikan päällä makeista appelsiineista.',
      en: 'Squeezed on the spot from sweet oranges.',
      ru: 'Выжимается на месте из сладких апельсинов.',
      no: 'Presset på stedet av søte appelsiner.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'],
  },
  // Dryck/Varm dryck
  {
    code: 'D601', category: 'Dryck/Varm dryck', sek: 32, image: 'menu/coffee.webp',
    text: { sv: 'Bryggkaffe', fi: 'Suodatinkahvi', en: 'Filter coffee', ru: 'Фильтр-кофе', no: 'Traktekaffe' },
    long: {
      sv: 'Nybryggt kaffe på ekologiska bönor, påtår ingår.',
      fi: 'Vastakeitettyä kahvia luomupavuista, santsikuppi kuuluu hintaan.',
      en: 'Freshly brewed coffee from organic beans, free refill included.',
      ru: 'Свежесваренный кофе из органических зёрен, вторая чашка бесплатно.',
      no: 'Nytraktet kaffe av økologiske bønner, påfyll inkludert.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'], choiceGroups: 'coffee',
    suggested: ['E702', 'E703'], campaigns: ['FIKA'],
  },
  {
    code: 'D602', category: 'Dryck/Varm dryck', sek: 42, image: 'menu/coffee.webp',
    text: { sv: 'Cappuccino', fi: 'Cappuccino', en: 'Cappuccino', ru: 'Капучино', no: 'Cappuccino' },
    long: {
      sv: 'Dubbel espresso med krämigt skummad mjölk.',
      fi: 'Tupla-espresso ja kermaisesti vaahdotettu maito.',
      en: 'A double espresso with creamy steamed milk.',
      ru: 'Двойной эспрессо с нежной молочной пенкой.',
      no: 'Dobbel espresso med kremet skummet melk.',
    },
    allergens: ['milk'], diets: ['vegetarian', 'glutenFree'], choiceGroups: 'milkRequired', suggested: ['E702', 'E703'],
  },
  {
    code: 'D603', category: 'Dryck/Varm dryck', sek: 29, image: 'menu/tea.webp',
    text: { sv: 'Te', fi: 'Tee', en: 'Tea', ru: 'Чай', no: 'Te' },
    long: {
      sv: 'Välj mellan svart te, grönt te och örtte.',
      fi: 'Valitse musta tee, vihreä tee tai yrttitee.',
      en: 'Choose black, green or herbal tea.',
      ru: 'На выбор: чёрный, зелёный или травяной чай.',
      no: 'Velg mellom svart te, grønn te og urtete.',
    },
    allergens: [], diets: ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'], suggested: ['E702'],
  },
  {
    code: 'D604', category: 'Dryck/Varm dryck', sek: 45, image: 'menu/coffee.webp', fullOnly: true,
    text: { sv: 'Varm choklad', fi: 'Kaakao', en: 'Hot chocolate', ru: 'Горячий шоколад', no: 'Varm sjokolade' },
    long: {
      sv: 'Rik choklad med ångad mjölk och vispad grädde.',
      fi: 'Täyteläistä suklaata, höyrytettyä maitoa ja kermavaahtoa.',
      en: 'Rich chocolate with steamed milk and whipped cream.',
      ru: 'Насыщенный шоколад с горячим молоком и взбитыми сливками.',
      no: 'Fyldig sjokolade med dampet melk og pisket krem.',
    },
    allergens: ['milk'], diets: ['vegetarian', 'glutenFree'],
  },
  // Desserter
  {
    code: 'E701', category: 'Desserter', sek: 35, image: 'menu/ice-cream.webp',
    text: { sv: 'Mjukglass', fi: 'Pehmis', en: 'Soft serve', ru: 'Мягкое мороженое', no: 'Softis' },
    long: {
      sv: 'Krämig vaniljmjukglass i bägare.',
      fi: 'Kermainen vaniljapehmis kupissa.',
      en: 'Creamy vanilla soft serve in a cup.',
      ru: 'Нежное ванильное мягкое мороженое в стаканчике.',
      no: 'Kremet vaniljesoftis i beger.',
    },
    allergens: ['milk'], diets: ['vegetarian', 'glutenFree'],
  },
  {
    code: 'E702', category: 'Desserter', sek: 35, image: 'menu/cinnamon-bun.webp',
    text: { sv: 'Kanelbulle', fi: 'Korvapuusti', en: 'Cinnamon bun', ru: 'Булочка с корицей', no: 'Kanelbolle' },
    long: {
      sv: 'Nybakad kanelbulle med pärlsocker, bakad på plats varje morgon.',
      fi: 'Vastaleivottu korvapuusti raesokerilla, leivottu paikan päällä joka aamu.',
      en: 'A freshly baked cinnamon bun with pearl sugar, baked on site every morning.',
      ru: 'Свежая булочка с корицей и жемчужным сахаром — выпекаем на месте каждое утро.',
      no: 'Nystekt kanelbolle med perlesukker, bakt på stedet hver morgen.',
    },
    allergens: ['gluten', 'milk', 'eggs'], diets: ['vegetarian'], suggested: ['D601'], campaigns: ['FIKA'],
  },
  {
    code: 'E703', category: 'Desserter', sek: 45, image: 'menu/cake.webp',
    text: { sv: 'Chokladbrownie', fi: 'Suklaabrownie', en: 'Chocolate brownie', ru: 'Шоколадный брауни', no: 'Sjokoladebrownie' },
    long: {
      sv: 'Kladdig brownie med valnötter och en klick vispad grädde.',
      fi: 'Mehevä brownie saksanpähkinöillä ja kermavaahdolla.',
      en: 'A fudgy brownie with walnuts and a dollop of whipped cream.',
      ru: 'Влажный брауни с грецкими орехами и взбитыми сливками.',
      no: 'Saftig brownie med valnøtter og en klatt pisket krem.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'nuts'], diets: ['vegetarian'], suggested: ['D601'],
  },
  {
    code: 'E704', category: 'Desserter', sek: 49, image: 'menu/cake.webp', fullOnly: true,
    text: { sv: 'Morotskaka', fi: 'Porkkanakakku', en: 'Carrot cake', ru: 'Морковный торт', no: 'Gulrotkake' },
    long: {
      sv: 'Saftig morotskaka med frosting på färskost.',
      fi: 'Mehevä porkkanakakku tuorejuustokuorrutteella.',
      en: 'Moist carrot cake with cream cheese frosting.',
      ru: 'Нежный морковный торт с кремом из сливочного сыра.',
      no: 'Saftig gulrotkake med ostekremglasur.',
    },
    allergens: ['gluten', 'milk', 'eggs', 'nuts'], diets: ['vegetarian'], suggested: ['D601'],
  },
];
