/** Common given names and surnames from across India, in plain Latin letters. */
export const FIRST_NAMES: readonly string[] = [
  'Aarav', 'Aditya', 'Ajay', 'Akash', 'Amit', 'Anand', 'Anil', 'Arjun', 'Arun', 'Ashok', 'Deepak',
  'Dinesh', 'Farhan', 'Ganesh', 'Gaurav', 'Harish', 'Imran', 'Irfan', 'Jagdish', 'Karan', 'Karthik',
  'Kiran', 'Mahesh', 'Manoj', 'Mohan', 'Naveen', 'Nikhil', 'Pradeep', 'Prakash', 'Rahul', 'Rajesh',
  'Rakesh', 'Ramesh', 'Ravi', 'Rohit', 'Sachin', 'Sandeep', 'Sanjay', 'Santosh', 'Suresh', 'Sunil',
  'Tarun', 'Varun', 'Venkatesh', 'Vijay', 'Vikram', 'Vinod', 'Vishal', 'Yash', 'Zubair', 'Gurpreet',
  'Harpreet', 'Sourav', 'Debashis', 'Biswajit', 'Pranav', 'Siddharth', 'Abhishek', 'Mukesh', 'Nitin',
  'Aishwarya', 'Ananya', 'Anjali', 'Anita', 'Aparna', 'Bhavna', 'Deepa', 'Divya', 'Fatima', 'Geeta',
  'Harini', 'Jyoti', 'Kavita', 'Kavya', 'Lakshmi', 'Meena', 'Meera', 'Neha', 'Nisha', 'Pooja', 'Priya',
  'Priyanka', 'Radha', 'Rekha', 'Ritu', 'Sakshi', 'Sangeeta', 'Shabana', 'Shreya', 'Simran', 'Sneha',
  'Sunita', 'Swati', 'Tanvi', 'Usha', 'Vandana', 'Vidya', 'Yamini', 'Zainab', 'Rupali', 'Moumita',
];

export const MIDDLE_NAMES: readonly string[] = [
  'Kumar', 'Prasad', 'Chandra', 'Singh', 'Lal', 'Nath', 'Mohan', 'Kumari', 'Devi', 'Rani', 'Raj', 'Babu',
];

export const LAST_NAMES: readonly string[] = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Singh', 'Yadav', 'Kumar', 'Mishra', 'Pandey', 'Tiwari',
  'Chauhan', 'Rathore', 'Joshi', 'Mehta', 'Shah', 'Patel', 'Desai', 'Parmar', 'Jadhav', 'Patil',
  'Kulkarni', 'Deshmukh', 'Pawar', 'Shinde', 'Naidu', 'Reddy', 'Rao', 'Iyer', 'Iyengar', 'Nair',
  'Menon', 'Pillai', 'Krishnan', 'Subramanian', 'Murugan', 'Gowda', 'Hegde', 'Shetty', 'Bhat',
  'Das', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Sen', 'Mohanty', 'Patnaik',
  'Sahoo', 'Baruah', 'Gill', 'Sandhu', 'Dhillon', 'Khan', 'Ansari', 'Qureshi', 'Shaikh', 'Siddiqui',
  'Fernandes', 'DSouza', 'Thomas', 'Varghese', 'Chaudhary', 'Thakur', 'Saxena', 'Srivastava',
];

export const EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com',
];
