// Names for the synthetic register: New Zealand's mix of Pākehā, Māori, Pacific, Asian and
// continental European names, macrons and all, spread the way a real register's are – a few
// common surnames (Smith, Singh, Wang, Ngata …) and a long tail of rare ones. The common
// names carry rough relative frequencies within their group; the tail is composed from parts
// in each tradition's own shapes (name-parts.ts), so a register of 100,000 people holds tens
// of thousands of distinct surnames, as a real one does, rather than a few hundred.
import {
  composeContinentalSurname,
  composeEnglishSurname,
  composeIndianSurname,
  composeMaoriName,
  composePacificName,
  composePinyinSurname,
} from "./name-parts.ts";
import { type Rng, type Weighted, weightedNames } from "./weighted.ts";

export interface NameGroup {
  name: string;
  /** Share of the register. */
  share: number;
  firstNames: Weighted<string>;
  /** The common surnames, with relative frequencies. */
  surnames: Weighted<string>;
  /** Chance that a surname is a rare one, composed by `composeSurname`. */
  rareSurnameShare: number;
  composeSurname: (rng: Rng) => string;
}

const pakeha: NameGroup = {
  name: "Pākehā",
  share: 0.42,
  firstNames: weightedNames(`
    Olivia:9, Charlotte:8, Emma:9, Sophie:8, Sarah:12, Jessica:9, Hannah:7, Emily:8, Rachel:7,
    Michelle:6, Jennifer:5, Lisa:6, Karen:5, Amanda:5, Nicola:6, Rebecca:7, Katherine:5,
    Anna:7, Claire:6, Laura:6, Grace:6, Ruby:4, Isla:4, Amelia:5, Zoe:4, Chloe:5, Lucy:6,
    Ella:4, Georgia:5, Megan:5, Natalie:5, Victoria:4, Helen:5, Susan:4, Jane:5, Elizabeth:6,
    Catherine:5, Alice:4, Kate:6, Fiona:4, Bridget:3, Hayley:4, Kirsty:3, Melissa:5,
    James:12, John:8, Michael:10, David:10, Peter:7, Andrew:9, Mark:7, Richard:6, Robert:6,
    William:7, Thomas:8, Daniel:9, Matthew:9, Christopher:6, Benjamin:7, Samuel:7, Jack:6,
    Oliver:5, Lucas:3, Henry:4, Joshua:6, Ryan:5, Nicholas:6, Stephen:5, Paul:6, Simon:5,
    Timothy:4, Jonathan:5, Adam:4, Luke:5, Nathan:4, Scott:4, Jason:4, Craig:4, Hamish:5,
    Angus:3, Callum:3, Liam:4, Noah:2, George:4, Charlie:2, Alexander:5, Edward:4, Hugo:2
  `),
  surnames: weightedNames(`
    Smith:14, Wilson:9, Williams:8, Brown:8, Taylor:7, Jones:6, Thompson:6, Anderson:5,
    Walker:5, White:5, Harris:4, Martin:4, Clark:4, Young:4, King:4, Campbell:4, Robinson:4,
    Scott:4, Stewart:4, Mitchell:4, Johnson:4, Wood:3, Hall:3, Moore:3, Turner:3, Hughes:3,
    Kelly:3, Murray:3, Reid:3, Ross:3, Morrison:3, Fraser:3, MacDonald:3, McKenzie:3,
    O'Brien:3, Cooper:3, Allen:3, Evans:3, Edwards:3, Baker:3, Parker:3, Bell:3, Cook:3,
    Green:3, Lewis:3, Jackson:3, Davies:3, Roberts:3, Hill:3, Ward:3, Cameron:2, Graham:2,
    Hamilton:2, Gray:2, Hunter:2, Kennedy:2, Russell:2, Watson:2, Wright:2, Harrison:2
  `),
  rareSurnameShare: 0.78,
  composeSurname: composeEnglishSurname,
};

const maori: NameGroup = {
  name: "Māori",
  share: 0.15,
  firstNames: weightedNames(`
    Aroha:6, Mere:5, Hēmi:4, Wiremu:5, Tāne:4, Rāwiri:3, Ngaire:3, Mihi:3, Kiri:4, Hōhepa:2,
    Tamati:4, Manaia:3, Ātaahua:2, Whetū:2, Anahera:3, Tūī:3, Rēwi:2, Pita:3, Hine:3, Māui:3,
    Te Ao:2, Kahurangi:3, Ngāio:2, Rangi:3, Tipene:2, Hūhana:2, Mīria:2, Piripi:2, Ihaia:2,
    Kōwhai:2, Nīkau:3, Mereana:3, Hana:3, Aperahama:1, Tama:3, Keri:3, Marama:3, Moana:4,
    Awhina:3, Waimarie:2, Pāora:2, Ariana:3, Kahu:2, Tia:2, Māia:3, Rēhua:1
  `),
  surnames: weightedNames(`
    Ngata:10, Parata:8, Pōmare:6, Te Whata:6, Tāwhai:6, Kōpū:5, Rāwiri:6, Tūhiwai:5,
    Wātene:6, Hōhaia:5, Te Rangi:6, Karaka:8, Tāmihana:6, Ngāwhika:4, Te Kani:6,
    Mātene:6, Pāora:6, Tūhoro:5, Waititi:6, Te Huia:5, Horomona:5, Kāretu:5, Rēweti:5,
    Tūrei:5, Ngārimu:6, Whaanga:6, Tipoki:4, Māhutonga:4, Te Aho:5, Pōtae:4, Walker:8,
    Smith:8, Brown:6, Tamihana:4, Hēnare:6, Tautahi:4, Manihera:4, Rata:5, Poutama:4,
    Kingi:6, Wihongi:5, Tipene:5, Hetaraka:4, Nikora:4, Keepa:5, Rīwai:4, Tomoana:4
  `),
  rareSurnameShare: 0.65,
  composeSurname: (rng) => composeMaoriName(rng, { article: 0.15 }),
};

const pacific: NameGroup = {
  name: "Pacific",
  share: 0.1,
  firstNames: weightedNames(`
    Sione:6, Losa:3, Mele:6, Tavita:3, Sefo:2, Fetū:2, Lupe:3, Tevita:4, Sālote:3, Iosefa:3,
    Malia:4, Viliami:4, Seini:3, Ioane:3, Fāi:1, Teuila:3, Lagi:2, Sāmuelu:2, Ana:4, Pule:1,
    Siaosi:3, Semisi:3, ʻOfa:2, Lose:2, Mosese:3, Paulo:3, Talia:3, Sina:3, Leilani:2,
    Tupe:1, Malakai:3, Salote:2, Fetu:2, Lealofi:1, Faʻamoe:1
  `),
  surnames: weightedNames(`
    Taufa:15, Fifita:15, Tuilagi:12, Faʻasavalu:8, Tupou:15, Fonoti:10, Sopoaga:8,
    Leiataua:8, Māhina:10, Lātū:12, Vaifale:6, Tauiliili:6, Fusitu'a:8, Havili:8,
    Tuimavave:5, Sāpolu:6, Aumua:10, Vainikolo:8, Taumalolo:6, Pouono:6, Leota:10,
    Faleolo:8, Tuala:8, Lemalu:5, Fuimaono:6, Tonga:6, Vaipulu:5, Lolohea:5, Mafi:6,
    Moala:6, Pulu:5, Tuʻipulotu:5, Fonua:6, Kioa:4
  `),
  rareSurnameShare: 0.55,
  composeSurname: composePacificName,
};

const chinese: NameGroup = {
  name: "Chinese",
  share: 0.1,
  firstNames: weightedNames(`
    Wei:6, Mei:5, Ling:5, Jun:5, Hui:4, Xin:4, Yan:5, Jing:5, Ming:4, Hao:3, Yu:4, Jie:4,
    Xiao:3, Yi:4, Fang:3, Lei:3, Tao:3, Bo:2, Qian:3, Yue:3, Zhen:2, Kevin:4, Jenny:4,
    Grace:3, Vivian:3, Eric:3, Jason:3, Annie:3, Tony:3, Helen:3, Michael:3, Cindy:2
  `),
  surnames: weightedNames(`
    Wang:70, Li:70, Zhang:60, Liu:45, Chen:45, Yang:30, Huang:25, Zhao:20, Wu:20, Zhou:20,
    Xu:15, Sun:12, Ma:12, Zhu:10, Hu:10, Guo:10, He:10, Lin:10, Gao:8, Luo:8, Zheng:8,
    Liang:8, Xie:6, Song:6, Tang:6, Han:6, Feng:5, Deng:5, Cao:5, Peng:5, Zeng:5, Xiao:5,
    Tian:4, Dong:4, Pan:4, Yuan:4, Cai:4, Jiang:4, Yu:4, Du:4, Ye:4, Cheng:4, Wei:4, Su:4,
    Lu:4, Ding:4, Ren:3, Shen:3, Yao:3, Cui:3, Zhong:3, Tan:3, Wong:10, Chan:8, Cheung:5,
    Leung:5, Lam:5, Ng:6, Ho:5, Lau:4, Yip:3, Chow:3, Kwok:3, Fong:3
  `),
  rareSurnameShare: 0.15,
  composeSurname: composePinyinSurname,
};

const southAsian: NameGroup = {
  name: "South Asian",
  share: 0.1,
  firstNames: weightedNames(`
    Priya:6, Arjun:5, Rahul:5, Aisha:4, Anjali:4, Deepak:4, Sunita:3, Ravi:5, Amit:5,
    Neha:5, Pooja:5, Vikram:3, Sanjay:4, Kavita:3, Rohan:4, Harpreet:4, Gurpreet:4,
    Manpreet:4, Jaspreet:3, Simran:4, Navdeep:3, Rajesh:4, Suresh:3, Lakshmi:3, Divya:4,
    Aditya:3, Ananya:3, Meera:3, Nisha:4, Sneha:3, Mohammed:5, Fatima:4, Zainab:2,
    Ayesha:3, Nirmala:2, Dinesh:3, Shreya:3, Karthik:3, Anil:3, Sunil:3
  `),
  surnames: weightedNames(`
    Singh:80, Patel:70, Kumar:50, Sharma:40, Shah:20, Gupta:15, Reddy:15, Nair:12, Rao:12,
    Das:10, Iyer:8, Verma:10, Mehta:10, Joshi:10, Desai:8, Chopra:6, Malhotra:6, Bhatt:8,
    Pillai:8, Menon:6, Kaur:30, Khan:20, Ali:10, Ahmed:10, Hussain:6, Rahman:6, Agarwal:6,
    Banerjee:5, Chatterjee:5, Mukherjee:5, Ghosh:5, Bose:4, Sen:4, Naidu:5, Prasad:8,
    Chand:8, Lal:6, Ram:6, Narayan:6, Krishnan:5, Subramanian:4, Srinivasan:4, Raj:5,
    Thomas:6, George:5, Mathew:5, Jacob:4, Fernandes:4, D'Souza:5, Pereira:4, Gill:8,
    Sandhu:6, Sidhu:5, Dhillon:5, Grewal:4, Brar:4, Perera:8, Fernando:6, de Silva:5
  `),
  rareSurnameShare: 0.25,
  composeSurname: composeIndianSurname,
};

const eastAsian: NameGroup = {
  name: "Korean, Filipino, Vietnamese and Japanese",
  share: 0.08,
  firstNames: weightedNames(`
    Jiho:3, Minji:3, Seo-yeon:2, Ji-woo:2, Hyun:3, Sung:2, Min:3, Yuki:3, Haruto:2,
    Sakura:2, Kenji:2, Hiroshi:2, Maria:5, José:2, Mark:3, Grace:3, Jasmine:3, Angelica:2,
    Thi:3, Anh:3, Linh:3, Huong:2, Tuan:2, Minh:3, Hoa:2, Daniel:3, Joy:2, Jun:2
  `),
  surnames: weightedNames(`
    Kim:40, Lee:30, Park:20, Choi:10, Jung:8, Kang:8, Cho:8, Yoon:6, Jang:6, Lim:6, Oh:5,
    Seo:4, Shin:4, Kwon:4, Hwang:4, Ahn:4, Yoo:3, Hong:3, Santos:10, Reyes:10, Cruz:8,
    Bautista:6, Garcia:8, Mendoza:6, Torres:5, Flores:5, Villanueva:5, Ramos:5, Aquino:4,
    Castillo:4, dela Cruz:4, Gonzales:4, Dizon:3, Manalo:3, Soriano:3, Nguyen:30, Tran:12,
    Le:10, Pham:8, Hoang:5, Phan:4, Vu:4, Dang:3, Bui:3, Ngo:3, Duong:2, Ly:2, Tanaka:3,
    Sato:3, Suzuki:3, Takahashi:3, Watanabe:3, Ito:3, Yamamoto:3, Nakamura:3, Kobayashi:3
  `),
  rareSurnameShare: 0,
  composeSurname: composePinyinSurname,
};

const continental: NameGroup = {
  name: "Continental European",
  share: 0.05,
  firstNames: weightedNames(`
    Chloé:3, Zoë:2, Renée:2, José:3, Søren:2, Björn:2, Noémie:2, Agnès:2, Jürgen:2, Inés:2,
    Łukasz:2, Zoltán:1, Ágnes:1, Jiří:1, Tomáš:2, Małgorzata:1, Håkon:1, Åsa:1, François:2,
    Hélène:2, Andrés:2, María:3, Sebastián:2, Lucía:2, Jérôme:1, Stéphane:1, Günter:1,
    Jörg:1, Øystein:1, Anke:2, Pieter:2, Sanne:2, Lars:2, Ingrid:2, Marco:3, Giulia:3
  `),
  surnames: weightedNames(`
    Müller:10, Ødegaard:6, Dubois:8, García:10, Novák:6, Björnsson:5, Côté:5, Peña:6,
    Schröder:6, Van der Berg:8, De Vries:8, Jansen:8, Bakker:6, Visser:6, De Boer:6,
    Schmidt:8, Schneider:6, Fischer:6, Weber:6, Wagner:5, Becker:5, Hoffmann:5, Schäfer:5,
    Krüger:4, Hansen:8, Nielsen:6, Pedersen:5, Sørensen:5, Jørgensen:4, Åberg:3,
    Rodríguez:6, Martínez:6, Hernández:5, López:5, González:5, Núñez:4, Muñoz:4,
    Dvořák:4, Černý:4, Kowalski:5, Nowak:6, Wiśniewski:4, Wójcik:4, Łukaszewski:3,
    Dąbrowski:3, Lefèvre:4, Moreau:4, Rossi:6, Russo:5, Ferrari:5, Esposito:4, Horvat:4,
    Kovačević:3, Nagy:4, Szabó:4, Tóth:4, Kovács:4, Papadopoulos:4
  `),
  rareSurnameShare: 0.5,
  composeSurname: composeContinentalSurname,
};

/** The groups, whose shares add up to 1. */
export const nameGroups: readonly NameGroup[] = [
  pakeha,
  maori,
  pacific,
  chinese,
  southAsian,
  eastAsian,
  continental,
];
