/** 1 metro, 2 large city, 3 town: drives how many jobs a city gets and how far they spread. */
export type CityTier = 1 | 2 | 3;

export interface City {
  placeId: string;
  name: string;
  state: string;
  /** City centre, 4 decimals. */
  latitude: number;
  longitude: number;
  /** The head post office or a central area of the city. */
  pincode: string;
  tier: CityTier;
}

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const city = (
  name: string,
  state: string,
  latitude: number,
  longitude: number,
  pincode: string,
  tier: CityTier,
): City => ({ placeId: `place-in-${slug(name)}`, name, state, latitude, longitude, pincode, tier });

export const CITIES: readonly City[] = [
  // Delhi NCR and towns around it
  city('New Delhi', 'Delhi', 28.6139, 77.209, '110001', 1),
  city('Gurugram', 'Haryana', 28.4595, 77.0266, '122001', 2),
  city('Noida', 'Uttar Pradesh', 28.5355, 77.391, '201301', 2),
  city('Ghaziabad', 'Uttar Pradesh', 28.6692, 77.4538, '201001', 2),
  city('Faridabad', 'Haryana', 28.4089, 77.3178, '121001', 2),
  city('Sonipat', 'Haryana', 28.9931, 77.0151, '131001', 3),
  city('Rohtak', 'Haryana', 28.8955, 76.6066, '124001', 3),
  city('Meerut', 'Uttar Pradesh', 28.9845, 77.7064, '250001', 3),
  city('Rewari', 'Haryana', 28.199, 76.6183, '123401', 3),
  city('Panipat', 'Haryana', 29.3909, 76.9635, '132103', 3),
  city('Karnal', 'Haryana', 29.6857, 76.9905, '132001', 3),
  city('Aligarh', 'Uttar Pradesh', 27.8974, 78.088, '202001', 3),
  city('Alwar', 'Rajasthan', 27.553, 76.6346, '301001', 3),
  city('Mathura', 'Uttar Pradesh', 27.4924, 77.6737, '281001', 3),
  city('Kurukshetra', 'Haryana', 29.9695, 76.8783, '136118', 3),
  city('Moradabad', 'Uttar Pradesh', 28.8386, 78.7733, '244001', 3),
  city('Agra', 'Uttar Pradesh', 27.1767, 78.0081, '282001', 2),
  city('Haridwar', 'Uttarakhand', 29.9457, 78.1642, '249401', 3),
  city('Ambala', 'Haryana', 30.3782, 76.7767, '133001', 3),
  city('Dehradun', 'Uttarakhand', 30.3165, 78.0322, '248001', 2),
  city('Bareilly', 'Uttar Pradesh', 28.367, 79.4304, '243001', 3),
  city('Jaipur', 'Rajasthan', 26.9124, 75.7873, '302001', 2),
  city('Chandigarh', 'Chandigarh', 30.7333, 76.7794, '160017', 2),
  city('Mohali', 'Punjab', 30.7046, 76.7179, '160062', 3),
  city('Panchkula', 'Haryana', 30.6942, 76.8606, '134109', 3),
  city('Ludhiana', 'Punjab', 30.901, 75.8573, '141001', 2),
  city('Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, '226001', 2),
  city('Kanpur', 'Uttar Pradesh', 26.4499, 80.3319, '208001', 2),
  city('Varanasi', 'Uttar Pradesh', 25.3176, 82.9739, '221001', 3),
  city('Udaipur', 'Rajasthan', 24.5854, 73.7125, '313001', 3),

  // Mumbai Metropolitan Region and beyond
  city('Mumbai', 'Maharashtra', 19.076, 72.8777, '400001', 1),
  city('Thane', 'Maharashtra', 19.2183, 72.9781, '400601', 2),
  city('Navi Mumbai', 'Maharashtra', 19.033, 73.0297, '400703', 2),
  city('Kalyan', 'Maharashtra', 19.2437, 73.1355, '421301', 3),
  city('Panvel', 'Maharashtra', 18.9894, 73.1175, '410206', 3),
  city('Vasai-Virar', 'Maharashtra', 19.3919, 72.8397, '401201', 3),
  city('Lonavala', 'Maharashtra', 18.7546, 73.4062, '410401', 3),
  city('Palghar', 'Maharashtra', 19.6967, 72.7699, '401404', 3),
  city('Pune', 'Maharashtra', 18.5204, 73.8567, '411001', 1),
  city('Nashik', 'Maharashtra', 19.9975, 73.7898, '422001', 2),
  city('Vapi', 'Gujarat', 20.3893, 72.9106, '396191', 3),
  city('Valsad', 'Gujarat', 20.5992, 72.9342, '396001', 3),
  city('Satara', 'Maharashtra', 17.6805, 74.0183, '415001', 3),
  city('Ahmednagar', 'Maharashtra', 19.0948, 74.748, '414001', 3),
  city('Navsari', 'Gujarat', 20.9467, 72.952, '396445', 3),
  city('Surat', 'Gujarat', 21.1702, 72.8311, '395003', 2),
  city('Vadodara', 'Gujarat', 22.3072, 73.1812, '390001', 2),
  city('Ahmedabad', 'Gujarat', 23.0225, 72.5714, '380001', 1),
  city('Nadiad', 'Gujarat', 22.6916, 72.8634, '387001', 3),
  city('Anand', 'Gujarat', 22.5645, 72.9289, '388001', 3),
  city('Mehsana', 'Gujarat', 23.588, 72.3693, '384001', 3),
  city('Gandhinagar', 'Gujarat', 23.2156, 72.6369, '382010', 3),
  city('Rajkot', 'Gujarat', 22.3039, 70.8022, '360001', 3),
  city('Nagpur', 'Maharashtra', 21.1458, 79.0882, '440001', 2),
  city('Panaji', 'Goa', 15.4909, 73.8278, '403001', 3),

  // Bengaluru and the south
  city('Bengaluru', 'Karnataka', 12.9716, 77.5946, '560001', 1),
  city('Hosur', 'Tamil Nadu', 12.7409, 77.8253, '635109', 3),
  city('Ramanagara', 'Karnataka', 12.715, 77.2813, '562159', 3),
  city('Chikkaballapur', 'Karnataka', 13.4355, 77.7315, '562101', 3),
  city('Kolar', 'Karnataka', 13.1362, 78.1292, '563101', 3),
  city('Tumakuru', 'Karnataka', 13.3379, 77.1173, '572101', 3),
  city('Krishnagiri', 'Tamil Nadu', 12.5266, 78.215, '635001', 3),
  city('Mandya', 'Karnataka', 12.5218, 76.8951, '571401', 3),
  city('Mysuru', 'Karnataka', 12.2958, 76.6394, '570001', 2),
  city('Salem', 'Tamil Nadu', 11.6643, 78.146, '636001', 3),
  city('Hassan', 'Karnataka', 13.0033, 76.1004, '573201', 3),
  city('Vellore', 'Tamil Nadu', 12.9165, 79.1325, '632001', 3),
  city('Chitradurga', 'Karnataka', 14.2251, 76.398, '577501', 3),
  city('Anantapur', 'Andhra Pradesh', 14.6819, 77.6006, '515001', 3),
  city('Shivamogga', 'Karnataka', 13.9299, 75.5681, '577201', 3),
  city('Davangere', 'Karnataka', 14.4644, 75.9218, '577001', 3),
  city('Hubballi', 'Karnataka', 15.3647, 75.124, '580020', 3),
  city('Mangaluru', 'Karnataka', 12.9141, 74.856, '575001', 3),
  city('Chennai', 'Tamil Nadu', 13.0827, 80.2707, '600001', 1),
  city('Tiruvallur', 'Tamil Nadu', 13.1231, 79.912, '602001', 3),
  city('Chengalpattu', 'Tamil Nadu', 12.6819, 79.9888, '603001', 3),
  city('Kanchipuram', 'Tamil Nadu', 12.8342, 79.7036, '631501', 3),
  city('Tirupati', 'Andhra Pradesh', 13.6288, 79.4192, '517501', 3),
  city('Puducherry', 'Puducherry', 11.9416, 79.8083, '605001', 3),
  city('Nellore', 'Andhra Pradesh', 14.4426, 79.9865, '524001', 3),
  city('Coimbatore', 'Tamil Nadu', 11.0168, 76.9558, '641001', 2),
  city('Tiruppur', 'Tamil Nadu', 11.1085, 77.3411, '641601', 3),
  city('Madurai', 'Tamil Nadu', 9.9252, 78.1198, '625001', 2),
  city('Kochi', 'Kerala', 9.9312, 76.2673, '682011', 2),
  city('Thrissur', 'Kerala', 10.5276, 76.2144, '680001', 3),
  city('Alappuzha', 'Kerala', 9.4981, 76.3388, '688001', 3),
  city('Thiruvananthapuram', 'Kerala', 8.5241, 76.9366, '695001', 2),
  city('Hyderabad', 'Telangana', 17.385, 78.4867, '500001', 1),
  city('Secunderabad', 'Telangana', 17.4399, 78.4983, '500003', 2),
  city('Nalgonda', 'Telangana', 17.0575, 79.2684, '508001', 3),
  city('Kurnool', 'Andhra Pradesh', 15.8281, 78.0373, '518001', 3),
  city('Khammam', 'Telangana', 17.2473, 80.1514, '507001', 3),
  city('Warangal', 'Telangana', 17.9689, 79.5941, '506002', 3),
  city('Karimnagar', 'Telangana', 18.4386, 79.1288, '505001', 3),
  city('Vijayawada', 'Andhra Pradesh', 16.5062, 80.648, '520001', 2),
  city('Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185, '530001', 2),

  // East, centre and north-east
  city('Kolkata', 'West Bengal', 22.5726, 88.3639, '700001', 1),
  city('Howrah', 'West Bengal', 22.5958, 88.2636, '711101', 2),
  city('Haldia', 'West Bengal', 22.0667, 88.0698, '721607', 3),
  city('Bardhaman', 'West Bengal', 23.2324, 87.8615, '713101', 3),
  city('Kharagpur', 'West Bengal', 22.346, 87.232, '721301', 3),
  city('Durgapur', 'West Bengal', 23.5204, 87.3119, '713201', 3),
  city('Asansol', 'West Bengal', 23.6739, 86.9524, '713301', 3),
  city('Bhubaneswar', 'Odisha', 20.2961, 85.8245, '751001', 2),
  city('Cuttack', 'Odisha', 20.4625, 85.883, '753001', 3),
  city('Puri', 'Odisha', 19.8135, 85.8312, '752001', 3),
  city('Patna', 'Bihar', 25.5941, 85.1376, '800001', 2),
  city('Ranchi', 'Jharkhand', 23.3441, 85.3096, '834001', 3),
  city('Raipur', 'Chhattisgarh', 21.2514, 81.6296, '492001', 3),
  city('Guwahati', 'Assam', 26.1445, 91.7362, '781001', 2),
  city('Indore', 'Madhya Pradesh', 22.7196, 75.8577, '452001', 2),
  city('Ujjain', 'Madhya Pradesh', 23.1765, 75.7885, '456001', 3),
  city('Bhopal', 'Madhya Pradesh', 23.2599, 77.4126, '462001', 2),
];
